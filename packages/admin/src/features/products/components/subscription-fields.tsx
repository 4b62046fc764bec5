import { Checkbox, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import {
  BILLING_UNITS,
  MAX_BILLING_CYCLES,
  MAX_BILLING_EVERY,
  type BillingUnit,
  type ProductForm,
  type SubscriptionDraft,
} from '../model/product-form.js';

export interface SubscriptionFieldsProps {
  control: Control<ProductForm>;
  register: UseFormRegister<ProductForm>;
  errors: FieldErrors<SubscriptionDraft> | undefined;
}

/** A number field's value for the form: a cleared field is NaN, which the schema refuses. */
const numberOf = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);

/** '2 months, 12 times': the plan in words, so the owner reads back what buyers will pay for. */
export function planSummary(plan: SubscriptionDraft): string {
  if (!Number.isInteger(plan.every) || !Number.isInteger(plan.cycles) || plan.every < 1) return '';
  const unit = BILLING_UNITS[plan.unit].toLowerCase();
  const period = plan.every === 1 ? `every ${unit.slice(0, -1)}` : `every ${plan.every} ${unit}`;
  if (plan.cycles === 0) return `Charged ${period} until the customer cancels.`;
  return `Charged ${period}, ${plan.cycles === 1 ? 'once' : `${plan.cycles} times`} in all.`;
}

/** The product's subscription plan: sold once, or charged every period (a set number of times). */
export function SubscriptionFields({ control, register, errors }: SubscriptionFieldsProps) {
  const plan = useWatch({ control, name: 'subscription' });
  return (
    <Stack gap="sm">
      <Checkbox label="Sell as a subscription" {...register('subscription.enabled')} />
      {plan.enabled && (
        <>
          <Group gap="sm" align="flex-start" grow>
            <Controller
              control={control}
              name="subscription.every"
              render={({ field }) => (
                <NumberInput
                  label="Charge every"
                  min={1}
                  max={MAX_BILLING_EVERY}
                  allowDecimal={false}
                  clampBehavior="none"
                  value={Number.isNaN(field.value) ? '' : field.value}
                  onChange={(value) => field.onChange(numberOf(value))}
                  onBlur={field.onBlur}
                  error={errors?.every?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="subscription.unit"
              render={({ field }) => (
                <Select
                  label="Period"
                  data={Object.entries(BILLING_UNITS).map(([value, label]) => ({ value, label }))}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value as BillingUnit)}
                  allowDeselect={false}
                />
              )}
            />
          </Group>
          <Controller
            control={control}
            name="subscription.cycles"
            render={({ field }) => (
              <NumberInput
                label="Number of charges"
                description="0: until the customer cancels"
                min={0}
                max={MAX_BILLING_CYCLES}
                allowDecimal={false}
                clampBehavior="none"
                value={Number.isNaN(field.value) ? '' : field.value}
                onChange={(value) => field.onChange(numberOf(value))}
                onBlur={field.onBlur}
                error={errors?.cycles?.message}
              />
            )}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {planSummary(plan)}
          </Text>
        </>
      )}
    </Stack>
  );
}
