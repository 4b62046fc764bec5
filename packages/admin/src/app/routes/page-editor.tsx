import { RequirePermission } from '../../components/ui/require-permission.js';
import { PageEditorScreen } from '../../features/page-editor/components/page-editor-screen.js';

export function PageEditorRoute() {
  return (
    <RequirePermission anyOf={['content.edit', 'content.draft']}>
      <PageEditorScreen />
    </RequirePermission>
  );
}
