import { RequirePermission } from '../../components/ui/require-permission.js';
import { ItemEditorScreen } from '../../features/collection-items/components/item-editor-screen.js';

export function ItemEditorRoute() {
  return (
    <RequirePermission anyOf={['content.edit', 'content.draft']}>
      <ItemEditorScreen />
    </RequirePermission>
  );
}
