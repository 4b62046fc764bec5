import { MultiSelect, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, request } from '../../../lib/api-client.js';
import { productQuery } from '../../products/api/product.js';
import { useCategories, useStores } from '../../products/api/products.js';
import type { ItemNamer } from '../../../lib/form-errors.js';
import type { CouponBody } from '../api/coupons.js';

type Scope = NonNullable<CouponBody['scope']>;

const SCOPES: { value: Scope; label: string }[] = [
  { value: 'all', label: 'Every product' },
  { value: 'products', label: 'Chosen products' },
  { value: 'categories', label: 'Chosen categories' },
];

/** Products offered per search: the first matches by title or SKU. */
const PRODUCT_MATCHES = 50;

export interface CouponScope {
  scope: Scope;
  productIds: string[];
  categoryIds: string[];
}

interface CouponScopeFieldProps extends CouponScope {
  onChange: (next: Partial<CouponScope>) => void;
  /** The messages at the pickers (a message about one item names it). */
  errors: { productIds?: string | undefined; categoryIds?: string | undefined };
  names: ScopeNames;
}

type Choice = { value: string; label: string };

export interface ScopeNames {
  /** The picked products by name ('Deleted product' for one that is gone). */
  pickedProducts: Choice[];
  /** Every store's categories (not their ROOTs), named with their store when there are several. */
  categories: Choice[];
  /** Names a product or category of the coupon in a message about it (`form-errors.ts`). */
  nameItem: ItemNamer;
}

/** The names of what a coupon applies to, for its picker and for messages about its items. */
export function useScopeNames(productIds: readonly string[]): ScopeNames {
  const picked = useQueries({ queries: productIds.map((id) => ({ ...productQuery(id), retry: false })) });
  const stores = useStores();
  const categoryList = useCategories(stores.data);
  const several = (stores.data?.length ?? 0) > 1;
  const categories = (categoryList.data ?? [])
    .filter((c) => c.type !== 'ROOT')
    .map((c) => ({ value: c.id, label: several ? `${c.displayName} (${c.storeTitle})` : c.displayName }));
  const pickedProducts = productIds.map((id, i) => {
    const answer = picked[i];
    return { value: id, label: answer?.data?.title ?? (answer?.isError ? 'Deleted product' : 'Loading…') };
  });
  const nameItem: ItemNamer = (field, item) => {
    const named = field === 'productIds' ? pickedProducts : field === 'categoryIds' ? categories : [];
    return named.find((choice) => choice.value === item)?.label;
  };
  return { pickedProducts, categories, nameItem };
}

/** The site's products matching what the owner types, named; the picked ones always named too. */
function useProductChoices(search: string, picked: readonly Choice[]) {
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const matches = useQuery({
    queryKey: ['products', 'coupon-scope', debounced],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      request(
        api.GET('/api/admin/commerce/products', {
          params: { query: { ...(debounced && { search: debounced }), pageSize: PRODUCT_MATCHES } },
          signal,
        }),
      ),
  });
  const choices = new Map(picked.map((p) => [p.value, p.label]));
  for (const p of matches.data?.products ?? []) choices.set(p.id, p.title);
  return [...choices].map(([value, label]) => ({ value, label }));
}

/**
 * What a coupon applies to: every product, chosen products (searched on the server by title or
 * SKU) or chosen store categories (named with their store when the site has several).
 */
export function CouponScopeField({
  scope,
  productIds,
  categoryIds,
  onChange,
  errors,
  names,
}: CouponScopeFieldProps) {
  const [search, setSearch] = useState('');
  const products = useProductChoices(scope === 'products' ? search : '', names.pickedProducts);
  const categoryChoices = names.categories;
  return (
    <Stack gap="xs">
      <Select
        label="Applies to"
        data={SCOPES}
        value={scope}
        allowDeselect={false}
        onChange={(value) => value && onChange({ scope: value as Scope })}
      />
      {scope === 'products' && (
        <MultiSelect
          label="Products"
          required
          placeholder="Search by name or SKU"
          data={products}
          value={productIds}
          onChange={(ids) => onChange({ productIds: ids })}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          // The server searched already: show its answers as they are.
          filter={({ options }) => options}
          nothingFoundMessage="No product matches"
          error={errors.productIds}
        />
      )}
      {scope === 'categories' && (
        <MultiSelect
          label="Categories"
          required
          placeholder={categoryChoices.length === 0 ? 'The store has no categories' : 'Search categories'}
          data={categoryChoices}
          value={categoryIds}
          onChange={(ids) => onChange({ categoryIds: ids })}
          searchable
          nothingFoundMessage="No category matches"
          error={errors.categoryIds}
        />
      )}
    </Stack>
  );
}
