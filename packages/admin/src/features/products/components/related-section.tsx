import { MultiSelect, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';
import { messageOf } from '../../../lib/api-error.js';
import type { Product } from '../api/product.js';
import { useCategories, useStores } from '../api/products.js';
import { fieldError } from '../model/product-document.js';
import { MAX_RELATED_PRODUCTS } from '../model/product-form.js';
import { Section, type SectionProps } from './section.js';

/** A store holds at most 200 products (spec §9): one page of its ROOT category lists them all. */
const STORE_PAGE = 200;

/** The other products of the product's store, by title (every product sits in the store's ROOT). */
function useStoreProducts(product: Product) {
  const stores = useStores();
  const categories = useCategories(stores.data);
  const root = categories.data?.find((c) => c.collectionId === product.collectionId && c.type === 'ROOT');
  return useQuery({
    queryKey: ['products', 'store', root?.id],
    enabled: root !== undefined,
    queryFn: ({ signal }) =>
      request(
        api.GET('/api/admin/commerce/products', {
          params: { query: { categoryId: root?.id, pageSize: STORE_PAGE, sort: 'title' } },
          signal,
        }),
      ),
    select: (page) =>
      page.products.filter((p) => p.id !== product.id).map((p) => ({ value: p.id, label: p.title })),
  });
}

/**
 * 'You might also like': the products the owner picks, in the order picked; the product page
 * fills the rest with products of the same category.
 */
export function RelatedSection({ doc, errors, set, product }: SectionProps & { product: Product }) {
  const choices = useStoreProducts(product);
  // A pick the list does not hold (deleted meanwhile) still shows, so it can be removed.
  const known = new Set((choices.data ?? []).map((c) => c.value));
  const data = [
    ...(choices.data ?? []),
    ...doc.relatedProductIds
      .filter((id) => !known.has(id))
      .map((id) => ({ value: id, label: 'Unknown product' })),
  ];
  return (
    <Section title="Related products">
      <MultiSelect
        label="Related products"
        description={`Shown first under 'You might also like' (at most ${MAX_RELATED_PRODUCTS}); products of the same category fill the rest.`}
        placeholder={doc.relatedProductIds.length === 0 ? 'Search this store’s products' : undefined}
        data={data}
        value={doc.relatedProductIds}
        onChange={(relatedProductIds) => set({ relatedProductIds }, 'Related products')}
        maxValues={MAX_RELATED_PRODUCTS}
        searchable
        nothingFoundMessage="No product by that name"
        error={fieldError(errors, 'relatedProductIds')}
      />
      {choices.isError && (
        <Text size="sm" c="red" role="alert">
          {messageOf(choices.error)}
        </Text>
      )}
    </Section>
  );
}
