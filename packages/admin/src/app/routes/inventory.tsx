import { useDocumentTitle } from '@mantine/hooks';
import { RequirePermission } from '../../components/ui/require-permission.js';
import { InventoryScreen } from '../../features/inventory/components/inventory-screen.js';

export function InventoryRoute() {
  useDocumentTitle('Inventory · Tessera studio');
  return (
    <RequirePermission anyOf={['commerce.products']}>
      <InventoryScreen />
    </RequirePermission>
  );
}
