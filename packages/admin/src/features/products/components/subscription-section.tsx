import { Checkbox, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import {
  BILLING_UNITS,
  MAX_BILLING_CYCLES,
  MAX_BILLING_EVERY,
  type BillingUnit,
  type SubscriptionDraft,
} from '../model/product-form.js';
import { Section, type SectionProps } from './section.js';

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
export function SubscriptionSection({ doc, errors, set }: SectionProps) {
  const plan = doc.subscription;
  const change = (patch: Partial<SubscriptionDraft>, label: string, typing = false) =>
    set({ subscription: { ...plan, ...patch } }, label, typing);
  return (
    <Section title="Subscription">
      <Stack gap="sm">
        <Checkbox
          label="Sell as a subscription"
          checked={plan.enabled}
          onChange={(e) => change({ enabled: e.currentTarget.checked }, 'Sell as a subscription')}
        />
        {plan.enabled && (
          <>
            <Group gap="sm" align="flex-start" grow>
              <NumberInput
                label="Charge every"
                min={1}
                max={MAX_BILLING_EVERY}
                allowDecimal={false}
                clampBehavior="none"
                value={Number.isNaN(plan.every) ? '' : plan.every}
                onChange={(value) => change({ every: numberOf(value) }, 'Charge every', true)}
                error={errors['subscription.every']}
              />
              <Select
                label="Period"
                data={Object.entries(BILLING_UNITS).map(([value, label]) => ({ value, label }))}
                value={plan.unit}
                onChange={(value) => value && change({ unit: value as BillingUnit }, 'Billing period')}
                allowDeselect={false}
              />
            </Group>
            <NumberInput
              label="Number of charges"
              description="0: until the customer cancels"
              min={0}
              max={MAX_BILLING_CYCLES}
              allowDecimal={false}
              clampBehavior="none"
              value={Number.isNaN(plan.cycles) ? '' : plan.cycles}
              onChange={(value) => change({ cycles: numberOf(value) }, 'Number of charges', true)}
              error={errors['subscription.cycles']}
            />
            <Text size="sm" c="dimmed" aria-live="polite">
              {planSummary(plan)}
            </Text>
          </>
        )}
      </Stack>
    </Section>
  );
}
