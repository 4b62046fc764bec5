import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router';
import { RequirePermission } from '../../components/ui/require-permission.js';
import { OrderDetailScreen } from '../../features/orders/components/order-detail-screen.js';

export function OrderDetailRoute() {
  const { orderId = '' } = useParams();
  useDocumentTitle('Order · Tessera studio');
  return (
    <RequirePermission anyOf={['commerce.orders']}>
      <OrderDetailScreen orderId={orderId} />
    </RequirePermission>
  );
}
