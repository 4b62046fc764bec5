import { useDocumentTitle } from '@mantine/hooks';
import { RequirePermission } from '../../components/ui/require-permission.js';
import { ProductsScreen } from '../../features/products/components/products-screen.js';

export function ProductsRoute() {
  useDocumentTitle('Products · Tessera studio');
  return (
    <RequirePermission anyOf={['commerce.products']}>
      <ProductsScreen />
    </RequirePermission>
  );
}
