import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { couponBody } from '@tessera/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ChangedElsewhereAlert } from '../../../components/ui/changed-elsewhere-alert.js';
import { saveFromDialog } from '../../../lib/dialog-save.js';
import { listFieldMessage } from '../../../lib/form-errors.js';
import { bodyOf, type Coupon, type CouponBody } from '../api/coupons.js';
import { fromLocalInput, toLocalInput } from '../model/coupon-text.js';
import { CentsInput } from './cents-input.js';
import { CouponScopeField, useScopeNames, type CouponScope } from './coupon-scope-field.js';

type CouponInput = z.input<typeof couponBody>;
type CouponOutput = z.output<typeof couponBody>;

const KINDS = [
  { value: 'percentage', label: 'Percentage off' },
  { value: 'fixed', label: 'Fixed amount off' },
  { value: 'free-shipping', label: 'Free shipping' },
];

export const NEW_COUPON: CouponBody = { code: '', kind: 'percentage', percent: null, enabled: true };

interface CouponFormProps {
  title: string;
  /** The site's currency: amounts are typed in it. */
  currency: string;
  initial: CouponBody;
  opened: boolean;
  onClose: () => void;
  /** Saves the coupon; rejects with the server's error, whose field messages are shown at the fields. */
  onSave: (body: CouponOutput) => Promise<unknown>;
  /**
   * After a 409 'changed elsewhere', the owner chose the other owner's version as the base of the
   * next save (loading it, or keeping what was typed to save over it deliberately).
   */
  onRebase?: (latest: Coupon) => void;
}

/**
 * Create or edit one coupon, validated with the server's own schema (`couponBody`): its discount,
 * limits, dates and what it applies to (every product, chosen products or chosen categories).
 */
export function CouponForm({ title, opened, onClose, ...props }: CouponFormProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': 'Close' }}>
      {opened && <CouponFields onClose={onClose} {...props} />}
    </Modal>
  );
}

function CouponFields({
  initial,
  currency,
  onClose,
  onSave,
  onRebase,
}: Omit<CouponFormProps, 'title' | 'opened'>) {
  const form = useForm<CouponInput, unknown, CouponOutput>({
    resolver: zodResolver(couponBody),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const kind = form.watch('kind');
  const scope = form.watch('scope') ?? 'all';
  const productIds = form.watch('productIds') ?? [];
  const categoryIds = form.watch('categoryIds') ?? [];
  const names = useScopeNames(productIds);
  // A save refused because another owner changed the coupon: what was typed stays in the form.
  const [conflict, setConflict] = useState<{ message: string; latest: Coupon }>();
  const submit = form.handleSubmit((body) => {
    setConflict(undefined);
    return saveFromDialog<CouponInput, CouponOutput, Coupon>(form, () => onSave(body).then(() => ({})), {
      onSaved: onClose,
      onConflict: setConflict,
      nameItem: names.nameItem,
    });
  });
  const rebase = (latest: Coupon, loadIt: boolean) => {
    if (loadIt) form.reset(bodyOf(latest));
    onRebase?.(latest);
    setConflict(undefined);
  };
  const limitField = (name: 'usageLimit' | 'perCustomerLimit', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          description="Empty for no limit"
          min={1}
          allowDecimal={false}
          allowNegative={false}
          value={field.value ?? ''}
          onChange={(v) => field.onChange(v === '' ? null : Number(v))}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  );
  const timeField = (name: 'startsAt' | 'endsAt', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextInput
          type="datetime-local"
          label={label}
          value={toLocalInput(field.value ?? null)}
          onChange={(e) => field.onChange(fromLocalInput(e.currentTarget.value))}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        {conflict && (
          <ChangedElsewhereAlert
            message={conflict.message}
            onLoadLatest={() => rebase(conflict.latest, true)}
            onKeepMine={() => rebase(conflict.latest, false)}
          />
        )}
        {errors.root && (
          <Alert color="red" role="alert">
            {errors.root.message}
          </Alert>
        )}
        <TextInput label="Code" required {...form.register('code')} error={errors.code?.message} />
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <Select
              label="Discount type"
              data={KINDS}
              value={field.value}
              onChange={(v) => v && field.onChange(v)}
              allowDeselect={false}
            />
          )}
        />
        {kind === 'percentage' && (
          <Controller
            control={form.control}
            name="percent"
            render={({ field }) => (
              <TextInput
                label="Percent off"
                required
                inputMode="decimal"
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.currentTarget.value.trim() || null)}
                onBlur={field.onBlur}
                error={errors.percent?.message}
              />
            )}
          />
        )}
        {kind === 'fixed' && (
          <Controller
            control={form.control}
            name="amountCents"
            render={({ field }) => (
              <CentsInput
                label="Amount off"
                currency={currency}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.amountCents?.message}
              />
            )}
          />
        )}
        <Controller
          control={form.control}
          name="minSubtotalCents"
          render={({ field }) => (
            <CentsInput
              label="Minimum subtotal"
              currency={currency}
              value={field.value ?? 0}
              onChange={(v) => field.onChange(v ?? 0)}
              onBlur={field.onBlur}
              error={errors.minSubtotalCents?.message}
            />
          )}
        />
        <Group grow align="flex-start">
          {timeField('startsAt', 'Starts')}
          {timeField('endsAt', 'Ends')}
        </Group>
        <Group grow align="flex-start">
          {limitField('usageLimit', 'Total uses')}
          {limitField('perCustomerLimit', 'Uses per customer')}
        </Group>
        <CouponScopeField
          scope={scope}
          productIds={productIds}
          categoryIds={categoryIds}
          names={names}
          onChange={(next) => {
            for (const [key, value] of Object.entries(next))
              form.setValue(key as keyof CouponScope, value as never, { shouldDirty: true });
          }}
          errors={{
            productIds: listFieldMessage('productIds', errors.productIds, productIds, names.nameItem),
            categoryIds: listFieldMessage('categoryIds', errors.categoryIds, categoryIds, names.nameItem),
          }}
        />
        <Controller
          control={form.control}
          name="enabled"
          render={({ field }) => (
            <Switch
              label="Enabled"
              checked={field.value ?? true}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Save coupon
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
