import type { TaxRule } from '@tessera/db';
import { z } from 'zod';
import { rowId, taxRuleFields } from '@tessera/contract';

const ruleFields = taxRuleFields;

export const ruleBody = z.object({
  ...ruleFields,
  region: ruleFields.region.default(''),
  included: ruleFields.included.default(false),
  appliesToShipping: ruleFields.appliesToShipping.default(false),
});

/** A change: only the fields sent (no defaults, so nothing else is reset). */
export const rulePatch = z.object(ruleFields).partial();
export const ruleParams = z.object({ ruleId: rowId });

export const ruleSchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  region: z.string(),
  rate: z.string(),
  included: z.boolean(),
  appliesToShipping: z.boolean(),
});

export function ruleDto(rule: TaxRule): z.infer<typeof ruleSchema> {
  return {
    id: rule.id,
    name: rule.name,
    country: rule.country,
    region: rule.region,
    rate: rule.rate,
    included: rule.included,
    appliesToShipping: rule.applies_to_shipping,
  };
}
