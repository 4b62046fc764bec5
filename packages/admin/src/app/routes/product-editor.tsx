import { RequirePermission } from '../../components/ui/require-permission.js';
import { ProductEditorScreen } from '../../features/products/components/product-editor-screen.js';

export function ProductEditorRoute() {
  return (
    <RequirePermission anyOf={['commerce.products']}>
      <ProductEditorScreen />
    </RequirePermission>
  );
}
