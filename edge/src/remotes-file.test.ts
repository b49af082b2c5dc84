import { describe, expect, it } from '@rstest/core';
import { rollbackTarget, withPromoted, withRolledBack, type RemotesFile } from './remotes-file';

const v = (version: string) => ({
  version,
  entry: `/remotes/mf-casino/${version}/mf-manifest.json`,
});

describe('remotes.json edits', () => {
  it('promoting keeps the replaced version as last-known-good and leaves other remotes alone', () => {
    const home = { ...v('1.0.0'), entry: '/remotes/mf-home/1.0.0/mf-manifest.json', history: [] };
    let file: RemotesFile = { remotes: { mf_home: home } };
    file = withPromoted(file, 'mf-casino', v('1.0.0'));
    file = withPromoted(file, 'mf-casino', v('1.1.0'));
    expect(file.remotes.mf_casino).toMatchObject({ ...v('1.1.0'), lastKnownGood: v('1.0.0') });
    expect(file.remotes.mf_home).toBe(home);
  });

  it('rolls back step by step along the promotion history', () => {
    let file: RemotesFile = { remotes: {} };
    for (const version of ['1.0.0', '1.1.0', '1.2.0'])
      file = withPromoted(file, 'mf-casino', v(version));
    const first = rollbackTarget(file, 'mf-casino');
    expect(first).toEqual(v('1.1.0'));
    file = withRolledBack(file, 'mf-casino', first!);
    expect(file.remotes.mf_casino).toMatchObject({ ...v('1.1.0'), lastKnownGood: v('1.0.0') });
    const second = rollbackTarget(file, 'mf-casino');
    expect(second).toEqual(v('1.0.0'));
    file = withRolledBack(file, 'mf-casino', second!);
    expect(file.remotes.mf_casino?.version).toBe('1.0.0');
    expect(rollbackTarget(file, 'mf-casino')).toBeNull();
  });

  it('never names as last-known-good a version that cannot run on the deployed shell, but the latest earlier one that can', () => {
    // After a forced shell deploy 1.1.0 (built for the old bundler runtime) cannot start.
    const servable = (step: { version: string }) => step.version !== '1.1.0';
    let file: RemotesFile = { remotes: {} };
    for (const version of ['1.0.0', '1.1.0']) file = withPromoted(file, 'mf-casino', v(version));
    file = withPromoted(file, 'mf-casino', v('1.2.0'), servable);
    expect(file.remotes.mf_casino).toMatchObject({ ...v('1.2.0'), lastKnownGood: v('1.0.0') });
    file = withPromoted(file, 'mf-casino', v('1.3.0'), servable);
    expect(file.remotes.mf_casino).toMatchObject({ ...v('1.3.0'), lastKnownGood: v('1.2.0') });
    // Rolled back to 1.2.0: the version before it, 1.1.0, cannot run; 1.0.0 is the fallback.
    file = withRolledBack(file, 'mf-casino', v('1.2.0'), servable);
    expect(file.remotes.mf_casino).toMatchObject({ ...v('1.2.0'), lastKnownGood: v('1.0.0') });
    // With nothing servable before it, no last-known-good rather than one that fails.
    file = withPromoted({ remotes: {} }, 'mf-casino', v('1.1.0'));
    file = withPromoted(file, 'mf-casino', v('1.2.0'), servable);
    expect(file.remotes.mf_casino?.lastKnownGood).toBeUndefined();
  });

  it('has nothing to roll back to for a remote never promoted', () => {
    expect(rollbackTarget({ remotes: {} }, 'mf-sport')).toBeNull();
  });
});
