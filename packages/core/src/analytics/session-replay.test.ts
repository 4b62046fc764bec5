import { describe, expect, it } from 'vitest';
import {
  AUTOMATED_MOCK_REPLAY_ID,
  shouldLoadSessionReplay,
  type SessionReplayInput,
} from './session-replay.js';

const allowed: SessionReplayInput = {
  shopCountry: 'US',
  timeZone: 'America/New_York',
  experimentAllows: true,
  toggleEnabled: true,
  hardwareConcurrency: 4,
  replayId: 'o-ABC123',
};

describe('shouldLoadSessionReplay', () => {
  it('loads when all five conditions hold', () => {
    expect(shouldLoadSessionReplay(allowed)).toBe(true);
  });

  it('needs each condition', () => {
    expect(shouldLoadSessionReplay({ ...allowed, shopCountry: 'CA' })).toBe(false);
    expect(shouldLoadSessionReplay({ ...allowed, timeZone: 'Europe/London' })).toBe(false);
    expect(shouldLoadSessionReplay({ ...allowed, timeZone: null })).toBe(false);
    expect(shouldLoadSessionReplay({ ...allowed, experimentAllows: false })).toBe(false);
    expect(shouldLoadSessionReplay({ ...allowed, toggleEnabled: false })).toBe(false);
    expect(shouldLoadSessionReplay({ ...allowed, hardwareConcurrency: 2 })).toBe(false);
    expect(shouldLoadSessionReplay({ ...allowed, hardwareConcurrency: undefined })).toBe(false);
    expect(shouldLoadSessionReplay({ ...allowed, replayId: AUTOMATED_MOCK_REPLAY_ID })).toBe(false);
    expect(shouldLoadSessionReplay({ ...allowed, replayId: '' })).toBe(false);
  });
});
