/**
 * Session-replay gating (platform spec §4): the replay loads only when the shop country is US,
 * the time zone starts with America, the experiment and the 'fullstory-enabled' toggle allow it,
 * the device has more than 2 CPU cores, and the returned id is not the automated-mock id.
 */
export const SESSION_REPLAY_TOGGLE = 'fullstory-enabled';
/** The id the getId endpoint answers for automated (test) traffic; a replay never loads for it. */
export const AUTOMATED_MOCK_REPLAY_ID = 'automated-mock-id';
export const SESSION_REPLAY_MIN_CORES = 3;

export interface SessionReplayInput {
  shopCountry: string | null | undefined;
  timeZone: string | null | undefined;
  /** Whether the experiment allows replay for this visitor. */
  experimentAllows: boolean;
  /** Whether the 'fullstory-enabled' toggle is on for the site. */
  toggleEnabled: boolean;
  hardwareConcurrency: number | null | undefined;
  /** The id GET /api/commerce/fullstory/getId answered, or null. */
  replayId: string | null | undefined;
}

export function shouldLoadSessionReplay(input: SessionReplayInput): boolean {
  return (
    input.shopCountry === 'US' &&
    typeof input.timeZone === 'string' &&
    input.timeZone.startsWith('America') &&
    input.experimentAllows &&
    input.toggleEnabled &&
    typeof input.hardwareConcurrency === 'number' &&
    input.hardwareConcurrency > 2 &&
    typeof input.replayId === 'string' &&
    input.replayId !== '' &&
    input.replayId !== AUTOMATED_MOCK_REPLAY_ID
  );
}

/** Replay providers an owner may configure; none by default. */
export const SESSION_REPLAY_PROVIDERS = ['none', 'fullstory'] as const;
export type SessionReplayProvider = (typeof SESSION_REPLAY_PROVIDERS)[number];
