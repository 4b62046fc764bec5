import { Alert, Anchor, Badge, Button, Grid, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { z } from '../../../lib/zod.js';
import { Link, useBlocker } from 'react-router';
import { ChangedElsewhereAlert } from '../../../components/ui/changed-elsewhere-alert.js';
import { LeavePrompt, ReviewChanges } from '../../../components/ui/unsaved-changes.js';
import { ApiError, messageOf } from '../../../lib/api-error.js';
import { actionForKey } from '../../../lib/editor-actions.js';
import { MESSAGES } from '../../../lib/messages.js';
import { useCommandHistory } from '../../../lib/use-command-history.js';
import { productQuery, saveVariants, updateProduct, type Product } from '../api/product.js';
import { useCategories, useStores } from '../api/products.js';
import {
  errorsOfIssues,
  fieldError,
  generatedSkus,
  identified,
  identitiesAfterSave,
  identitiesAtLatest,
  identitiesOf,
  productHistory,
  setFields,
  type FieldErrors,
} from '../model/product-document.js';
import {
  formOf,
  formPathOfVariantError,
  patchOf,
  PRODUCT_TYPES,
  productFormSchema,
  variantSetOf,
  type ProductForm,
} from '../model/product-form.js';
import { DenominationsSection } from './denominations-section.js';
import { DetailsSection } from './details-section.js';
import { DownloadSection } from './download-section.js';
import { ImagesField } from './images-field.js';
import { PRODUCT_TYPE_LABELS } from './product-labels.js';
import { RelatedSection } from './related-section.js';
import { Section, type SectionProps } from './section.js';
import { AddToCartSection, OrganisationSection, VisibilitySection } from './sidebar-sections.js';
import { SubscriptionSection } from './subscription-section.js';
import { VariantsSection } from './variants-section.js';
import { EditorHistoryButtons } from '../../../components/ui/undo-redo-buttons.js';

export interface ProductEditorProps {
  product: Product;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Edits one product: every change a command with its inverse (Undo/Redo, Ctrl/Cmd+Z, 'Review
 * Changes'); Save sends the product's fields, then its variant set, each with the version loaded:
 * a save over someone else's is refused and offers the latest version. Leaving with unsaved
 * changes asks Save / Discard / Review Changes.
 */
export function ProductEditor({ product }: ProductEditorProps) {
  const client = useQueryClient();
  const editor = useCommandHistory(productHistory, formOf(product));
  const { history } = editor;
  const doc = history.doc;
  // The product as the server last answered, and which of the editor's rows are saved variants.
  const [base, setBase] = useState(product);
  const [identities, setIdentities] = useState(() => identitiesOf(product));
  const [conflict, setConflict] = useState<{ message: string; latest: Product }>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string>();
  const [reviewing, setReviewing] = useState(false);
  const dirty = productHistory.isDirty(history);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const currency = base.variants[0]?.currency ?? 'USD';
  const type = base.productType;
  const stocked = type === PRODUCT_TYPES.PHYSICAL || type === PRODUCT_TYPES.SERVICE;
  const stores = useStores();
  const categories = useCategories(stores.data);
  const categoryChoices = (categories.data ?? [])
    .filter((c) => c.collectionId === base.collectionId)
    .map((c) => ({ value: c.id, label: c.type === 'ROOT' ? 'All products' : c.displayName }));

  const set: SectionProps['set'] = (after, label, typing = false) =>
    editor.run(setFields(doc, after, label), typing);

  const placeErrors = (error: ApiError) => {
    const known = Object.keys(doc);
    const placed: Record<string, string> = {};
    const unplaced: string[] = [];
    for (const [path, message] of Object.entries(error.fields)) {
      const at = formPathOfVariantError(path);
      if (known.includes(at.split('.')[0] ?? '')) placed[at] = message;
      else unplaced.push(message);
    }
    setErrors(placed);
    setGeneral([error.message, ...unplaced].join(' '));
  };

  const save = useMutation({
    mutationFn: async (values: ProductForm) => {
      const checked = productFormSchema(currency).safeParse(values);
      if (!checked.success) throw checked.error;
      let current = base;
      const saved = formOf(base);
      const patch = patchOf(values);
      if (!same(patch, patchOf(saved))) {
        current = await updateProduct(base.id, { ...patch, version: current.version });
        setBase(current);
      }
      const rows = identified(values.variants, identities);
      const set = variantSetOf({ ...values, variants: rows }, currency, type);
      if (!same(set, variantSetOf(saved, currency, type))) {
        current = await saveVariants(base.id, { ...set, version: current.version });
        setIdentities(identitiesAfterSave(rows, current));
        const skus = generatedSkus(values.variants, current);
        if (skus) editor.run(setFields(values, { variants: skus }, 'SKUs made by the server'));
      }
      return current;
    },
    onMutate: () => {
      setGeneral(undefined);
      setErrors({});
    },
    onSuccess: (saved) => {
      setBase(saved);
      setConflict(undefined);
      editor.saved();
      client.setQueryData(productQuery(saved.id).queryKey, saved);
      void client.invalidateQueries({ queryKey: ['products'] });
      notifications.show({ color: 'green', message: `${saved.title} saved` });
    },
    onError: async (error) => {
      if (error instanceof z.ZodError) return setErrors(errorsOfIssues(error.issues));
      if (error instanceof ApiError && error.status === 409) {
        const latest = await client.fetchQuery({ ...productQuery(base.id), staleTime: 0 });
        setConflict({ message: error.message, latest });
        return;
      }
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) return placeErrors(error);
      setGeneral(messageOf(error));
    },
  });
  const saveNow = () => save.mutate(doc);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = actionForKey(event);
      if (!action) return;
      // The description's editor keeps its own undo for the text being typed.
      if (action.name !== 'save' && (event.target as Element | null)?.closest?.('.ProseMirror')) return;
      event.preventDefault();
      if (action.name === 'undo') editor.undo();
      else if (action.name === 'redo') editor.redo();
      else if (dirty && !save.isPending) save.mutate(doc);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editor, dirty, save, doc]);

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const changes = productHistory.unsavedCommands(history).map((c) => c.label);
  const sectionProps: SectionProps = { doc, errors, set };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        saveNow();
      }}
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
              {dirty && (
                <Badge variant="filled" autoContrast color="yellow">
                  Unsaved changes
                </Badge>
              )}
            </Group>
          </Stack>
          <Group gap="xs" wrap="wrap">
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
            <EditorHistoryButtons
              onUndo={editor.undo}
              onRedo={editor.redo}
              canUndo={productHistory.canUndo(history)}
              canRedo={productHistory.canRedo(history)}
              changeCount={changes.length}
              onReview={() => setReviewing(true)}
            />
            <Button type="submit" loading={save.isPending} disabled={!dirty}>
              {MESSAGES.save}
            </Button>
          </Group>
        </Group>

        {conflict && (
          <ChangedElsewhereAlert
            message={conflict.message}
            onLoadLatest={() => {
              setBase(conflict.latest);
              setIdentities(identitiesOf(conflict.latest));
              editor.replace(formOf(conflict.latest));
              setConflict(undefined);
            }}
            onKeepMine={() => {
              // A deliberate choice after seeing the message: the next save replaces theirs.
              setBase(conflict.latest);
              setIdentities(identitiesAtLatest(identities, conflict.latest));
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
              <DetailsSection {...sectionProps} product={base} />
              <Section title="Images">
                <ImagesField
                  images={doc.images}
                  error={fieldError(errors, 'images')}
                  onChange={(images) => set({ images }, 'Reorder images')}
                  onAdd={(ids) => set({ images: [...doc.images, ...ids] }, 'Add images')}
                />
              </Section>
              {type === PRODUCT_TYPES.GIFT_CARD ? (
                <DenominationsSection {...sectionProps} currency={currency} />
              ) : (
                <VariantsSection {...sectionProps} currency={currency} type={type} />
              )}
              {type === PRODUCT_TYPES.DIGITAL && <DownloadSection {...sectionProps} />}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="md">
              <VisibilitySection {...sectionProps} />
              <OrganisationSection {...sectionProps} categories={categoryChoices} />
              <AddToCartSection {...sectionProps} stocked={stocked} />
              {type !== PRODUCT_TYPES.GIFT_CARD && <SubscriptionSection {...sectionProps} />}
              <RelatedSection {...sectionProps} product={base} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>

      <ReviewChanges opened={reviewing} changes={changes} onClose={() => setReviewing(false)} />
      <LeavePrompt
        opened={blocker.state === 'blocked'}
        saving={save.isPending}
        onStay={() => blocker.reset?.()}
        onReview={() => {
          blocker.reset?.();
          setReviewing(true);
        }}
        onDiscard={() => blocker.proceed?.()}
        onSave={() => save.mutate(doc, { onSuccess: () => blocker.proceed?.() })}
      />
    </form>
  );
}
