import { useDocumentTitle } from '@mantine/hooks';
import { RequirePermission } from '../../components/ui/require-permission.js';
import { CustomersScreen } from '../../features/customers/components/customers-screen.js';

export function CustomersRoute() {
  useDocumentTitle('Customers · Tessera studio');
  return (
    <RequirePermission anyOf={['commerce.orders']}>
      <CustomersScreen />
    </RequirePermission>
  );
}
