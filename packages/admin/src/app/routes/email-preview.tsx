import { useDocumentTitle } from '@mantine/hooks';
import { RequirePermission } from '../../components/ui/require-permission.js';
import { EmailPreviewScreen } from '../../features/marketing/components/email-preview-screen.js';

export function EmailPreviewRoute() {
  useDocumentTitle('E-mail preview · Tessera studio');
  return (
    <RequirePermission anyOf={['commerce.settings']}>
      <EmailPreviewScreen />
    </RequirePermission>
  );
}
