import {
  MAX_ANALYTICS_RETENTION_MONTHS,
  MIN_ANALYTICS_RETENTION_MONTHS,
  SESSION_REPLAY_PROVIDERS,
} from '@tessera/core';
import { z } from 'zod';

/**
 * The owner's analytics settings: how long raw events are kept and the session-replay provider.
 * The server validates the body with this schema and the studio's form resolves with it.
 */
export const analyticsSettingsBody = z.object({
  retentionMonths: z.number().int().min(MIN_ANALYTICS_RETENTION_MONTHS).max(MAX_ANALYTICS_RETENTION_MONTHS),
  replayProvider: z.enum(SESSION_REPLAY_PROVIDERS),
  replayId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .nullable(),
  replayEnabled: z.boolean(),
});
