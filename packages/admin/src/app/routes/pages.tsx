import { RequirePermission } from '../../components/ui/require-permission.js';
import { PagesScreen } from '../../features/pages/components/pages-screen.js';

export function PagesRoute() {
  return (
    <RequirePermission anyOf={['content.edit', 'content.draft']}>
      <PagesScreen />
    </RequirePermission>
  );
}
