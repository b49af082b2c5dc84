import { ApiError } from '@casino/shared/api';
import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import type { RgExclusion } from '../../entities/rg';
import { logoutRequestedFx } from '../../lib/bus-effects';
import {
  $problem,
  $refusal,
  announceExclusionFx,
  confirmationTicked,
  durationChosen,
  pageOpened,
  startExclusionFx,
  submitted,
} from './model';

const taken: RgExclusion = {
  kind: 'timeout',
  duration: '24h',
  started_at: '2026-03-01T10:00:00.000Z',
  ends_at: '2026-03-02T10:00:00.000Z',
  end_requested_at: null,
  end_effective_at: null,
};

function scope(log: string[], fails: Error | null = null) {
  return fork({
    handlers: [
      [
        startExclusionFx,
        (duration: string) => {
          log.push(`start ${duration}`);
          if (fails) throw fails;
          return taken;
        },
      ],
      [announceExclusionFx, (exclusion: RgExclusion) => void log.push(`told ${exclusion.ends_at}`)],
      [logoutRequestedFx, () => void log.push('logout')],
    ],
  });
}

describe('time-out and self-exclusion', () => {
  it('needs a duration, then the ticked box, before anything is sent', async () => {
    const log: string[] = [];
    const s = scope(log);
    await allSettled(pageOpened, { scope: s });
    await allSettled(confirmationTicked, { scope: s, params: true });
    await allSettled(submitted, { scope: s });
    expect(s.getState($problem)).toBe('noDuration');
    await allSettled(durationChosen, { scope: s, params: '7d' });
    await allSettled(confirmationTicked, { scope: s, params: false });
    await allSettled(submitted, { scope: s });
    expect(s.getState($problem)).toBe('notConfirmed');
    expect(log).toEqual([]);
  });

  it('taken: the player is told until when, then logged out', async () => {
    const log: string[] = [];
    const s = scope(log);
    await allSettled(pageOpened, { scope: s });
    await allSettled(durationChosen, { scope: s, params: '24h' });
    await allSettled(confirmationTicked, { scope: s, params: true });
    await allSettled(submitted, { scope: s });
    expect(s.getState($problem)).toBeNull();
    expect(log).toEqual(['start 24h', 'told 2026-03-02T10:00:00.000Z', 'logout']);
  });

  it('refused by the API: its message is shown and the player stays logged in', async () => {
    const log: string[] = [];
    const refusal = new ApiError('Une exclusion est déjà en cours', 409, {
      code: 'already_excluded',
    });
    const s = scope(log, refusal);
    await allSettled(durationChosen, { scope: s, params: '6m' });
    await allSettled(confirmationTicked, { scope: s, params: true });
    await allSettled(submitted, { scope: s });
    expect(s.getState($refusal)).toBe('Une exclusion est déjà en cours');
    expect(log).toEqual(['start 6m']);
  });
});
