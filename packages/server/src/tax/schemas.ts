import type { TaxRule } from '@tessera/db';
import { z } from 'zod';
import { rowId } from '@tessera/contract';
import { countryCode } from '../shipping/index.js';
import { TAX_RATE_PATTERN } from './tax-lines.js';

const ruleFields = {
  name: z.string().trim().min(1).max(100),
  country: countryCode,
  /** '' for the whole country. */
  region: z.string().trim().max(100),
  rate: z.string().regex(TAX_RATE_PATTERN, 'Use a percentage from 0 to 100 with up to 4 decimals'),
  included: z.boolean(),
  appliesToShipping: z.boolean(),
};

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
