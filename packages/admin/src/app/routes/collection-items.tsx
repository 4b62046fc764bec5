import { RequirePermission } from '../../components/ui/require-permission.js';
import { ItemsScreen } from '../../features/collection-items/components/items-screen.js';

export function CollectionItemsRoute() {
  return (
    <RequirePermission anyOf={['content.edit', 'content.draft']}>
      <ItemsScreen />
    </RequirePermission>
  );
}
