import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, MultiSelect, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { z } from '../../../lib/zod.js';
import { messageOf } from '../../../lib/api-error.js';
import { showServerErrors } from '../../../lib/form-errors.js';
import { useCollections, useProductChoices, type MemberAreaBody } from '../api/member-areas.js';

/** The form's own checks (the server checks the same and more: the product fits the pricing). */
const fields = z
  .object({
    name: z.string().trim().min(1, 'Give the area a name').max(120),
    pricing: z.enum(['free', 'one-time', 'recurring']),
    productId: z.string().nullable(),
    collectionIds: z.array(z.string()).max(200),
    welcomeText: z.string().max(2000),
    welcomeEmailSubject: z.string().max(200),
    welcomeEmailBody: z.string().max(5000),
    freePreviewTag: z.string().trim().max(80, 'Keep the tag to 80 characters or fewer'),
  })
  .refine((v) => v.pricing === 'free' || v.productId, {
    path: ['productId'],
    message: 'Choose the product that sells access',
  });

const PRICINGS = [
  { value: 'free', label: 'Free' },
  { value: 'one-time', label: 'One-time purchase' },
  { value: 'recurring', label: 'Recurring (subscription)' },
];

export const NEW_AREA: MemberAreaBody = {
  name: '',
  pricing: 'free',
  productId: null,
  collectionIds: [],
  welcomeText: '',
  welcomeEmailSubject: '',
  welcomeEmailBody: '',
  freePreviewTag: null,
};

interface MemberAreaFormProps {
  title: string;
  initial: MemberAreaBody;
  opened: boolean;
  onClose: () => void;
  onSave: (body: MemberAreaBody) => Promise<unknown>;
}

/** Create or edit a member area: what it protects, its pricing, welcome text and e-mail. */
export function MemberAreaForm({ title, initial, opened, onClose, onSave }: MemberAreaFormProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && <AreaFields initial={initial} onClose={onClose} onSave={onSave} />}
    </Modal>
  );
}

type Values = z.infer<typeof fields>;

function AreaFields({ initial, onClose, onSave }: Omit<MemberAreaFormProps, 'title' | 'opened'>) {
  const collections = useCollections();
  const products = useProductChoices();
  const form = useForm<Values>({
    resolver: zodResolver(fields),
    defaultValues: {
      name: initial.name,
      pricing: initial.pricing,
      productId: initial.productId ?? null,
      collectionIds: initial.collectionIds,
      welcomeText: initial.welcomeText ?? '',
      welcomeEmailSubject: initial.welcomeEmailSubject ?? '',
      welcomeEmailBody: initial.welcomeEmailBody ?? '',
      freePreviewTag: initial.freePreviewTag ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const pricing = form.watch('pricing');
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave({
        ...values,
        productId: values.pricing === 'free' ? null : values.productId,
        freePreviewTag: values.freePreviewTag.trim() || null,
      });
      onClose();
    } catch (error) {
      if (!showServerErrors(form, error)) form.setError('root', { message: messageOf(error) });
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        {errors.root?.message && (
          <Alert color="red" role="alert">
            {errors.root.message}
          </Alert>
        )}
        <TextInput label="Name" required {...form.register('name')} error={errors.name?.message} />
        <Controller
          control={form.control}
          name="collectionIds"
          render={({ field }) => (
            <MultiSelect
              label="Pages and collections it protects"
              data={(collections.data ?? []).map((c) => ({ value: c.id, label: c.title }))}
              value={field.value}
              onChange={field.onChange}
              searchable
              error={errors.collectionIds?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="pricing"
          render={({ field }) => (
            <Select
              label="Pricing"
              data={PRICINGS}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              allowDeselect={false}
            />
          )}
        />
        {pricing !== 'free' && (
          <Controller
            control={form.control}
            name="productId"
            render={({ field }) => (
              <Select
                label="Product that sells access"
                description={
                  pricing === 'recurring' ? 'A product with a subscription plan' : 'A product bought once'
                }
                data={(products.data ?? []).map((p) => ({ value: p.id, label: p.title }))}
                value={field.value}
                onChange={field.onChange}
                searchable
                error={errors.productId?.message}
              />
            )}
          />
        )}
        <TextInput
          label="Free preview tag"
          description="Items and lessons with this tag can be read by everyone, without joining. Leave empty for none."
          placeholder="free-preview"
          {...form.register('freePreviewTag')}
          error={errors.freePreviewTag?.message}
        />
        <Textarea
          label="Welcome text"
          description="Shown on the membership-confirmed page"
          rows={2}
          {...form.register('welcomeText')}
        />
        <TextInput label="Welcome e-mail subject" {...form.register('welcomeEmailSubject')} />
        <Textarea label="Welcome e-mail text" rows={4} {...form.register('welcomeEmailBody')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
