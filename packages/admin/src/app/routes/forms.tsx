import { useDocumentTitle } from '@mantine/hooks';
import { RequirePermission } from '../../components/ui/require-permission.js';
import { FormsScreen } from '../../features/marketing/components/forms-screen.js';

export function FormsRoute() {
  useDocumentTitle('Forms · Tessera studio');
  return (
    <RequirePermission anyOf={['forms.submissions']}>
      <FormsScreen />
    </RequirePermission>
  );
}
