import { Button, Group, Loader, Pagination, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { RowSelectionState } from '@tanstack/react-table';
import { IconDownload, IconPlus, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import {
  productsCsvUrl,
  PRODUCTS_PAGE_SIZE,
  useCategories,
  useProducts,
  useStores,
  type ProductFilter,
} from '../api/products.js';
import { BulkActions } from './bulk-actions.js';
import { ImportDialog } from './import-dialog.js';
import { NewProductDialog } from './new-product-dialog.js';
import {
  optionsOf,
  PRODUCT_TYPE_LABELS,
  SORT_LABELS,
  STOCK_LABELS,
  VISIBILITY_LABELS,
} from './product-labels.js';
import { ProductsTable } from './products-table.js';

type Choice = 'type' | 'categoryId' | 'stock' | 'visibility' | 'onSale';

/**
 * Every product of every store page: search by name or SKU, filters (type, category, stock,
 * visibility, on sale), sorts, bulk publish/hide/add to category/delete, CSV import and export.
 */
export function ProductsScreen() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [choices, setChoices] = useState<Partial<Record<Choice, string>>>({});
  const [sort, setSort] = useState<NonNullable<ProductFilter['sort']>>('title');
  const [page, setPage] = useState(1);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [importing, setImporting] = useState(false);
  const [creating, setCreating] = useState(false);
  const stores = useStores();
  const categories = useCategories(stores.data);
  const filter: ProductFilter = {
    sort,
    ...(debounced && { search: debounced }),
    ...(choices.type && { type: Number(choices.type) }),
    ...(choices.categoryId && { categoryId: choices.categoryId }),
    ...(choices.stock && { stock: choices.stock as ProductFilter['stock'] }),
    ...(choices.visibility && { visibility: choices.visibility as ProductFilter['visibility'] }),
    ...(choices.onSale && { onSale: choices.onSale as ProductFilter['onSale'] }),
  };
  const products = useProducts(filter, page);
  const choose = (name: Choice) => (value: string | null) => {
    setChoices((current) => ({ ...current, [name]: value ?? undefined }));
    setPage(1);
    setSelection({});
  };
  const selected = Object.keys(selection).filter((id) => selection[id]);
  const data = products.data;
  return (
    <Stack gap="md">
      <PageHeader
        title="Products"
        description="Everything your store sells, on every store page."
        actions={
          <>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
              New product
            </Button>
            <Button
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden />}
              onClick={() => setImporting(true)}
            >
              Import CSV
            </Button>
            <Button
              component="a"
              href={productsCsvUrl()}
              download
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Export CSV
            </Button>
          </>
        }
      />
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label="Search"
          placeholder="Name or SKU"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={220}
        />
        <Select
          label="Type"
          placeholder="Any"
          clearable
          data={optionsOf(PRODUCT_TYPE_LABELS)}
          value={choices.type ?? null}
          onChange={choose('type')}
          w={140}
        />
        <Select
          label="Category"
          placeholder="Any"
          clearable
          data={(categories.data ?? [])
            .filter((c) => c.type !== 'ROOT')
            .map((c) => ({ value: c.id, label: c.displayName }))}
          value={choices.categoryId ?? null}
          onChange={choose('categoryId')}
          w={170}
        />
        <Select
          label="Stock"
          placeholder="Any"
          clearable
          data={optionsOf(STOCK_LABELS)}
          value={choices.stock ?? null}
          onChange={choose('stock')}
          w={140}
        />
        <Select
          label="Visibility"
          placeholder="Any"
          clearable
          data={optionsOf(VISIBILITY_LABELS)}
          value={choices.visibility ?? null}
          onChange={choose('visibility')}
          w={150}
        />
        <Select
          label="On sale"
          placeholder="Any"
          clearable
          data={[
            { value: 'true', label: 'On sale' },
            { value: 'false', label: 'Not on sale' },
          ]}
          value={choices.onSale ?? null}
          onChange={choose('onSale')}
          w={140}
        />
        <Select
          label="Sort"
          data={optionsOf(SORT_LABELS)}
          value={sort}
          onChange={(value) => value && setSort(value as typeof sort)}
          allowDeselect={false}
          w={190}
        />
      </Group>
      {selected.length > 0 && (
        <BulkActions
          productIds={selected}
          categories={categories.data ?? []}
          onDone={() => setSelection({})}
        />
      )}
      {products.isPending && <Loader role="status" aria-label="Loading" />}
      {products.isError && <LoadError error={products.error} onRetry={() => void products.refetch()} />}
      {data && data.products.length === 0 && <Text c="dimmed">No product matches.</Text>}
      {data && data.products.length > 0 && (
        <>
          <ProductsTable products={data.products} selection={selection} onSelection={setSelection} />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {data.total.toLocaleString()} products
            </Text>
            <Pagination
              total={Math.ceil(data.total / PRODUCTS_PAGE_SIZE)}
              value={page}
              onChange={(next) => {
                setPage(next);
                setSelection({});
              }}
              getControlProps={(control) => ({
                'aria-label':
                  control === 'next' ? 'Next page' : control === 'previous' ? 'Previous page' : control,
              })}
            />
          </Group>
        </>
      )}
      {importing && <ImportDialog opened onClose={() => setImporting(false)} />}
      {creating && stores.data && (
        <NewProductDialog stores={stores.data} onClose={() => setCreating(false)} />
      )}
    </Stack>
  );
}
