import type { TaxRule } from '@tessera/db';
import { z } from 'zod';
import { refusedWithLatest } from '../owner-kit/index.js';
import { rowId, settingVersion, taxRuleFields } from '@tessera/contract';

const ruleFields = taxRuleFields;

export const ruleBody = z.object({
  ...ruleFields,
  region: ruleFields.region.default(''),
  included: ruleFields.included.default(false),
  appliesToShipping: ruleFields.appliesToShipping.default(false),
});

/**
 * A change: only the fields sent (no defaults, so nothing else is reset), and the version it was
 * made from — refused with 'changed-elsewhere' when the rule has changed since.
 */
export const rulePatch = z.object(ruleFields).partial().extend({ version: settingVersion.optional() });
export const ruleParams = z.object({ ruleId: rowId });

export const ruleSchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  region: z.string(),
  rate: z.string(),
  included: z.boolean(),
  appliesToShipping: z.boolean(),
  version: z.number().int(),
});

/** A change refused: 'tax-rule-exists', or 'changed-elsewhere' with the rule as it is now. */
export const ruleRefused = refusedWithLatest(ruleSchema, ['changed-elsewhere', 'tax-rule-exists']);

export function ruleDto(rule: TaxRule): z.infer<typeof ruleSchema> {
  return {
    id: rule.id,
    name: rule.name,
    country: rule.country,
    region: rule.region,
    rate: rule.rate,
    included: rule.included,
    appliesToShipping: rule.applies_to_shipping,
    version: rule.version,
  };
}
