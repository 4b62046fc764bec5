import { PUBLIC_API_PATHS, shouldLoadSessionReplay } from '@tessera/core';
import type { CensusConfig } from './config.js';
import { loadReplayProvider } from './replay-provider.js';

/**
 * Session replay, off unless the owner set a provider up: the cheap conditions are checked first,
 * then the id is asked for; the provider's script loads only when the whole gating rule allows.
 */
export async function maybeStartSessionReplay(config: CensusConfig): Promise<void> {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const base = {
    shopCountry: config.storeCountry,
    timeZone,
    hardwareConcurrency: navigator.hardwareConcurrency,
  };
  // Without an id every other condition is moot: check the local ones before asking.
  if (!shouldLoadSessionReplay({ ...base, experimentAllows: true, toggleEnabled: true, replayId: 'pending' }))
    return;
  try {
    const response = await fetch(PUBLIC_API_PATHS.sessionReplayId, { credentials: 'same-origin' });
    if (!response.ok) return;
    const replayId = (await response.json()) as unknown;
    if (typeof replayId !== 'string') return;
    if (!shouldLoadSessionReplay({ ...base, experimentAllows: true, toggleEnabled: true, replayId })) return;
    loadReplayProvider(replayId);
  } catch {
    // Analytics failures are swallowed silently.
  }
}
