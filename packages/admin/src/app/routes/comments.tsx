import { useDocumentTitle } from '@mantine/hooks';
import { RequirePermission } from '../../components/ui/require-permission.js';
import { CommentsScreen } from '../../features/comments/components/comments-screen.js';

export function CommentsRoute() {
  useDocumentTitle('Comments · Tessera studio');
  return (
    <RequirePermission anyOf={['comments.moderate']}>
      <CommentsScreen />
    </RequirePermission>
  );
}
