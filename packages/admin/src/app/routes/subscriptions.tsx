import { useDocumentTitle } from '@mantine/hooks';
import { RequirePermission } from '../../components/ui/require-permission.js';
import { SubscriptionsScreen } from '../../features/subscriptions/components/subscriptions-screen.js';

export function SubscriptionsRoute() {
  useDocumentTitle('Subscriptions · Tessera studio');
  return (
    <RequirePermission anyOf={['commerce.orders']}>
      <SubscriptionsScreen />
    </RequirePermission>
  );
}
