import { useDocumentTitle } from '@mantine/hooks';
import { RequirePermission } from '../../components/ui/require-permission.js';
import { OrdersScreen } from '../../features/orders/components/orders-screen.js';

export function OrdersRoute() {
  useDocumentTitle('Orders · Tessera studio');
  return (
    <RequirePermission anyOf={['commerce.orders']}>
      <OrdersScreen />
    </RequirePermission>
  );
}
