import { useDocumentTitle } from '@mantine/hooks';
import { RequirePermission } from '../../components/ui/require-permission.js';
import { MailingListsScreen } from '../../features/marketing/components/mailing-lists-screen.js';

export function MailingListsRoute() {
  useDocumentTitle('Mailing lists · Tessera studio');
  return (
    <RequirePermission anyOf={['campaigns.edit']}>
      <MailingListsScreen />
    </RequirePermission>
  );
}
