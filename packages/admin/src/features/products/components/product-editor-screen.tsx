import { Center, Loader } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.js';
import { productQuery } from '../api/product.js';
import { ProductEditor } from './product-editor.js';

/** Loads the product, then opens the editor on it. */
export function ProductEditorScreen() {
  const { productId = '' } = useParams();
  const product = useQuery(productQuery(productId));
  useDocumentTitle(`${product.data?.title ?? 'Product'} · Tessera studio`);
  if (product.isError) return <LoadError error={product.error} onRetry={() => void product.refetch()} />;
  if (!product.data) {
    return (
      <Center mih={200}>
        <Loader role="status" aria-label="Loading the product" />
      </Center>
    );
  }
  return <ProductEditor key={productId} product={product.data} />;
}
