import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  FileButton,
  Grid,
  Group,
  MultiSelect,
  Paper,
  Select,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconExternalLink, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Controller, useForm, type Path, type Resolver } from 'react-hook-form';
import { ApiError, messageOf } from '../../../lib/api-error.js';
import {
  fileQuery,
  productQuery,
  saveVariants,
  updateProduct,
  uploadFile,
  type Product,
} from '../api/product.js';
import { useCategories, useStores } from '../api/products.js';
import {
  formOf,
  formPathOfVariantError,
  MAX_STOCK,
  patchOf,
  PRODUCT_TYPES,
  productFormSchema,
  variantSetOf,
  type ProductForm,
} from '../model/product-form.js';
import {
  newKey,
  NO_SIZE,
  renameOption,
  usableOptions,
  variantMatrix,
  type VariantDraft,
} from '../model/variant-matrix.js';
import { OptionsEditor } from './options-editor.js';
import { PRODUCT_TYPE_LABELS, VISIBILITY_LABELS } from './product-labels.js';
import { ImagesField } from './images-field.js';
import { VariantsTable } from './variants-table.js';
import { ChangedElsewhereAlert } from '../../../components/ui/changed-elsewhere-alert.js';
import { SubscriptionFields } from './subscription-fields.js';

// The rich-text editor is the heaviest library of the studio: it loads with this screen's form.
const RichTextField = lazy(async () => ({
  default: (await import('../../../components/rich-text/rich-text-field.js')).RichTextField,
}));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function DigitalFile({
  fileId,
  onChange,
  error,
}: {
  fileId: string | null;
  onChange: (id: string | null) => void;
  error?: string | undefined;
}) {
  const file = useQuery({ ...fileQuery(fileId ?? ''), enabled: fileId !== null });
  const upload = useMutation({ mutationFn: (f: File) => uploadFile(f), onSuccess: (f) => onChange(f.id) });
  return (
    <Stack gap="xs">
      <Text size="sm">
        {fileId
          ? (file.data?.filename ?? 'Loading the file…')
          : 'No file yet: buyers get this file after paying.'}
      </Text>
      <Group gap="xs">
        <FileButton onChange={(f) => f && upload.mutate(f)}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={upload.isPending}
            >
              {fileId ? 'Replace the download' : 'Upload the download'}
            </Button>
          )}
        </FileButton>
        {fileId && (
          <Button variant="subtle" color="red" onClick={() => onChange(null)}>
            Remove the download
          </Button>
        )}
      </Group>
      {(upload.error || error) && (
        <Text size="sm" c="red" role="alert">
          {upload.error ? messageOf(upload.error) : error}
        </Text>
      )}
    </Stack>
  );
}

const VISIBILITY_CHOICES = (['published', 'draft', 'needs-review', 'private'] as const).map((value) => ({
  value,
  label: VISIBILITY_LABELS[value],
}));

export interface ProductEditorProps {
  product: Product;
}

/**
 * Edits one product: details, rich-text description, images, organisation, visibility, options
 * and the variant matrix (or a gift card's denominations, a digital product's download) and the
 * add-to-cart settings. Save sends the product's fields, then its variant set, each with the
 * version loaded: a save over someone else's is refused and offers the latest version.
 */
export function ProductEditor({ product }: ProductEditorProps) {
  const client = useQueryClient();
  const [base, setBase] = useState(product);
  const [conflict, setConflict] = useState<{ message: string; latest: Product }>();
  const [general, setGeneral] = useState<string>();
  const currency = base.variants[0]?.currency ?? 'USD';
  const type = base.productType;
  const stocked = type === PRODUCT_TYPES.PHYSICAL || type === PRODUCT_TYPES.SERVICE;
  const form = useForm<ProductForm>({
    defaultValues: formOf(product),
    resolver: zodResolver(productFormSchema(currency)) as unknown as Resolver<ProductForm>,
  });
  const { control, register, formState, getValues, setValue, watch } = form;
  const options = watch('options');
  const variants = watch('variants');
  const images = watch('images');
  const stores = useStores();
  const categories = useCategories(stores.data);
  const categoryChoices = (categories.data ?? [])
    .filter((c) => c.collectionId === base.collectionId)
    .map((c) => ({ value: c.id, label: c.type === 'ROOT' ? 'All products' : c.displayName }));

  const placeErrors = (error: ApiError) => {
    const known = Object.keys(getValues());
    const unplaced: string[] = [];
    let first = true;
    for (const [path, message] of Object.entries(error.fields)) {
      const at = formPathOfVariantError(path);
      if (!known.includes(at.split('.')[0] ?? '')) {
        unplaced.push(message);
        continue;
      }
      form.setError(at as Path<ProductForm>, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
    setGeneral(unplaced.length > 0 || first ? [error.message, ...unplaced].join(' ') : error.message);
  };

  const save = useMutation({
    mutationFn: async (values: ProductForm) => {
      let current = base;
      const saved = formOf(base);
      const patch = patchOf(values);
      if (JSON.stringify(patch) !== JSON.stringify(patchOf(saved))) {
        current = await updateProduct(base.id, { ...patch, version: current.version });
        setBase(current);
      }
      const set = variantSetOf(values, currency, type);
      if (JSON.stringify(set) !== JSON.stringify(variantSetOf(saved, currency, type)))
        current = await saveVariants(base.id, { ...set, version: current.version });
      return current;
    },
    onMutate: () => setGeneral(undefined),
    onSuccess: (saved) => {
      setBase(saved);
      setConflict(undefined);
      client.setQueryData(productQuery(saved.id).queryKey, saved);
      void client.invalidateQueries({ queryKey: ['products'] });
      form.reset(formOf(saved));
      notifications.show({ color: 'green', message: `${saved.title} saved` });
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409) {
        const latest = await client.fetchQuery({ ...productQuery(base.id), staleTime: 0 });
        setConflict({ message: error.message, latest });
        return;
      }
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) return placeErrors(error);
      setGeneral(messageOf(error));
    },
  });

  const setVariants = (next: VariantDraft[]) => setValue('variants', next, { shouldDirty: true });
  const changeOptions = (next: ProductForm['options']) => {
    setValue('options', next, { shouldDirty: true });
    setVariants(variantMatrix(next, getValues('variants')));
  };
  const changeVariant = (index: number, patch: Partial<VariantDraft>) =>
    setVariants(getValues('variants').map((v, i) => (i === index ? { ...v, ...patch } : v)));
  const ordering = usableOptions(options).map((o) => o.name);
  const errors = formState.errors;

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => save.mutate(values))(event)}
      aria-label="Product"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Anchor component={Link} to="/products" size="sm">
              Products
            </Anchor>
            <Group gap="xs">
              <Title order={1} fz="h2">
                {base.title}
              </Title>
              <Badge variant="light">{PRODUCT_TYPE_LABELS[type] ?? 'Product'}</Badge>
            </Group>
          </Stack>
          <Group gap="xs">
            {base.publishState === 'published' && (
              <Button
                component="a"
                href={base.fullUrl}
                target="_blank"
                rel="noreferrer"
                variant="default"
                leftSection={<IconExternalLink size={16} aria-hidden />}
              >
                View on site
              </Button>
            )}
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Group>

        {conflict && (
          <ChangedElsewhereAlert
            message={conflict.message}
            onLoadLatest={() => {
              setBase(conflict.latest);
              form.reset(formOf(conflict.latest));
              setConflict(undefined);
            }}
            onKeepMine={() => {
              // A deliberate choice after seeing the message: the next save replaces theirs.
              const latest = conflict.latest;
              setBase(latest);
              setVariants(
                getValues('variants').map((v) => {
                  const now = latest.variants.find((l) => l.id === v.id);
                  return now ? { ...v, version: now.version } : { ...v, id: undefined, version: undefined };
                }),
              );
              setConflict(undefined);
            }}
          />
        )}
        {general && (
          <Alert color="red" title="Not saved" role="alert">
            {general}
          </Alert>
        )}

        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="md">
              <Section title="Details">
                <TextInput
                  label="Name"
                  required
                  maxLength={200}
                  error={errors.title?.message}
                  {...register('title')}
                />
                <Controller
                  control={control}
                  name="body"
                  render={({ field }) => (
                    <Stack gap={4}>
                      <Text size="sm" fw={500} id="product-description-label">
                        Description
                      </Text>
                      <Suspense fallback={<Text size="sm">Loading the editor…</Text>}>
                        <RichTextField label="Description" html={field.value} onChange={field.onChange} />
                      </Suspense>
                    </Stack>
                  )}
                />
                <TextInput
                  label="Search engine title"
                  description="The page title search engines and link previews show; the name when empty."
                  placeholder={base.title}
                  maxLength={200}
                  error={errors.seoTitle?.message}
                  {...register('seoTitle')}
                />
                <Textarea
                  label="Search engine description"
                  description="Shown by search engines and link previews (about 160 characters); the description's start when empty."
                  rows={3}
                  maxLength={5000}
                  error={errors.excerpt?.message}
                  {...register('excerpt')}
                />
                <TextInput
                  label="URL slug"
                  description={`The product's address: ${base.fullUrl}`}
                  error={errors.urlId?.message}
                  {...register('urlId')}
                />
              </Section>

              <Section title="Images">
                <ImagesField
                  images={images}
                  error={errors.images?.message ?? errors.images?.[0]?.message}
                  onChange={(next) => setValue('images', next, { shouldDirty: true })}
                  onAdd={(ids) => setValue('images', [...getValues('images'), ...ids], { shouldDirty: true })}
                />
              </Section>

              {type === PRODUCT_TYPES.GIFT_CARD ? (
                <Section title="Denominations">
                  <Text size="sm" c="dimmed">
                    The amounts buyers choose from, in {currency}.
                  </Text>
                  <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                    {variants.map((v, i) => (
                      <Group component="li" key={v.key} gap="xs" align="flex-start">
                        <TextInput
                          aria-label={`Denomination ${i + 1}`}
                          inputMode="decimal"
                          value={v.price}
                          error={
                            errors.variants?.[i]?.price?.message ??
                            (errors.variants?.[i]?.attributes as { message?: string } | undefined)?.message
                          }
                          onChange={(e) => changeVariant(i, { price: e.currentTarget.value })}
                          w={160}
                        />
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove denomination ${i + 1}`}
                          disabled={variants.length <= 1}
                          onClick={() => setVariants(getValues('variants').filter((_, j) => j !== i))}
                          mt={6}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Group>
                    ))}
                  </Stack>
                  <Group>
                    <Button
                      variant="default"
                      leftSection={<IconPlus size={16} aria-hidden />}
                      onClick={() =>
                        setVariants([
                          ...getValues('variants'),
                          {
                            key: newKey('variant'),
                            attributes: {},
                            price: '',
                            salePrice: '',
                            onSale: false,
                            sku: '',
                            qtyInStock: 0,
                            unlimited: true,
                            mainImageId: null,
                            weightGrams: 0,
                            dimensionsMm: NO_SIZE,
                          },
                        ])
                      }
                    >
                      Add denomination
                    </Button>
                  </Group>
                </Section>
              ) : (
                <Section title="Variants">
                  {type !== PRODUCT_TYPES.DIGITAL && (
                    <OptionsEditor
                      options={options}
                      error={errors.options?.message ?? errors.options?.root?.message}
                      onChange={changeOptions}
                      onRename={(from, to) => {
                        if (from && to) setVariants(renameOption(getValues('variants'), from, to));
                      }}
                    />
                  )}
                  <VariantsTable
                    variants={variants}
                    ordering={ordering}
                    currency={currency}
                    stocked={stocked}
                    weighed={type === PRODUCT_TYPES.PHYSICAL}
                    images={images}
                    errors={errors.variants}
                    onChange={changeVariant}
                  />
                  {stocked && (
                    <Text size="xs" c="dimmed">
                      Stock is a whole number up to {MAX_STOCK.toLocaleString('en-US')}; changes are recorded
                      in the variant&apos;s history.
                    </Text>
                  )}
                </Section>
              )}

              {type === PRODUCT_TYPES.DIGITAL && (
                <Section title="Download">
                  <Controller
                    control={control}
                    name="digitalFileId"
                    render={({ field }) => (
                      <DigitalFile
                        fileId={field.value}
                        onChange={field.onChange}
                        error={errors.digitalFileId?.message}
                      />
                    )}
                  />
                </Section>
              )}
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="md">
              <Section title="Visibility">
                <Controller
                  control={control}
                  name="publishState"
                  render={({ field }) => (
                    <Select
                      label="Visibility"
                      data={
                        field.value === 'scheduled'
                          ? [
                              ...VISIBILITY_CHOICES,
                              { value: 'scheduled', label: VISIBILITY_LABELS.scheduled },
                            ]
                          : VISIBILITY_CHOICES
                      }
                      value={field.value}
                      onChange={(value) => value && field.onChange(value)}
                      allowDeselect={false}
                    />
                  )}
                />
              </Section>
              <Section title="Organisation">
                <Controller
                  control={control}
                  name="categoryIds"
                  render={({ field }) => (
                    <MultiSelect
                      label="Categories"
                      placeholder={categoryChoices.length === 0 ? 'This store has no categories' : 'Choose'}
                      data={categoryChoices}
                      value={field.value}
                      onChange={field.onChange}
                      error={errors.categoryIds?.message ?? errors.categoryIds?.[0]?.message}
                      searchable
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="tags"
                  render={({ field }) => (
                    <TagsInput
                      label="Tags"
                      placeholder="Type a tag, then Enter"
                      value={field.value}
                      onChange={field.onChange}
                      error={errors.tags?.message}
                    />
                  )}
                />
              </Section>
              <Section title="Add to cart">
                <TextInput
                  label="Add-button text"
                  placeholder="Add to cart"
                  maxLength={100}
                  error={errors.customAddButtonText?.message}
                  {...register('customAddButtonText')}
                />
                {stocked && (
                  <>
                    <Checkbox label="Show how few are left (scarcity)" {...register('scarcityEnabled')} />
                    <TextInput
                      label="Scarcity text"
                      placeholder="Only {qty} left"
                      maxLength={200}
                      disabled={!watch('scarcityEnabled')}
                      error={errors.scarcityText?.message}
                      {...register('scarcityText')}
                    />
                    <Checkbox
                      label="Let shoppers sign up to hear when it is back in stock"
                      {...register('restockNotificationsEnabled')}
                    />
                    <TextInput
                      label="Sold-out text"
                      placeholder="Sold out"
                      maxLength={100}
                      error={errors.customSoldOutText?.message}
                      {...register('customSoldOutText')}
                    />
                  </>
                )}
              </Section>
              {type !== PRODUCT_TYPES.GIFT_CARD && (
                <Section title="Subscription">
                  <SubscriptionFields control={control} register={register} errors={errors.subscription} />
                </Section>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </form>
  );
}
