import { describe, expect, it, rstest } from '@rstest/core';
import {
  createVersionReporter,
  remoteOfScript,
  watchRemoteErrors,
  type VersionReport,
} from './version-reports';

function memory() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('version reports', () => {
  it('sends each (remote, version, kind) once an hour, batched', () => {
    rstest.useFakeTimers();
    const sent: VersionReport[][] = [];
    let now = Date.UTC(2026, 10, 22, 21, 10);
    const store = memory();
    const reporter = createVersionReporter({
      send: (batch) => sent.push(batch),
      memory: store,
      now: () => now,
      delayMs: 100,
    });
    reporter.report('mf_casino', '1.5.0', 'load');
    reporter.report('mf_casino', '1.5.0', 'load');
    reporter.report('mf_casino', '1.5.0', 'error');
    reporter.report('mf_home', undefined, 'load');
    rstest.advanceTimersByTime(100);
    expect(sent).toEqual([
      [
        { remote: 'mf_casino', version: '1.5.0', kind: 'load' },
        { remote: 'mf_casino', version: '1.5.0', kind: 'error' },
      ],
    ]);
    // The next page load in the same hour (same storage) sends nothing again; the next hour does.
    const nextPage = createVersionReporter({
      send: (batch) => sent.push(batch),
      memory: store,
      now: () => now,
      delayMs: 100,
    });
    nextPage.report('mf_casino', '1.5.0', 'error');
    rstest.advanceTimersByTime(100);
    expect(sent).toHaveLength(1);
    now += 3_600_000;
    nextPage.report('mf_casino', '1.5.0', 'error');
    rstest.advanceTimersByTime(100);
    expect(sent).toHaveLength(2);
    rstest.useRealTimers();
  });

  it('never sends more than twelve reports in one request', () => {
    rstest.useFakeTimers();
    const sent: VersionReport[][] = [];
    const reporter = createVersionReporter({ send: (batch) => sent.push(batch), delayMs: 10 });
    for (let i = 0; i < 15; i += 1) reporter.report('mf_casino', `1.0.${i}`, 'load');
    rstest.advanceTimersByTime(30);
    expect(sent.map((batch) => batch.length)).toEqual([12, 3]);
    rstest.useRealTimers();
  });

  it('tells which remote version a script or stack belongs to', () => {
    expect(
      remoteOfScript('https://cdn.example.net/remotes/mf-casino/1.5.0-rc.1/static/js/async/1.js'),
    ).toEqual({
      remote: 'mf_casino',
      version: '1.5.0-rc.1',
    });
    expect(
      remoteOfScript(
        'Error: x\n    at f (http://127.0.0.1/remotes/mf-home/2.0.0/static/js/a.js:1:2)',
      ),
    ).toEqual({
      remote: 'mf_home',
      version: '2.0.0',
    });
    expect(remoteOfScript('http://127.0.0.1/static/js/index.js')).toBeNull();
    expect(remoteOfScript(undefined)).toBeNull();
  });

  it('attributes uncaught errors to the remote version whose file threw', () => {
    const seen: string[] = [];
    watchRemoteErrors(window, (remote, version) => seen.push(`${remote}@${version}`));
    window.dispatchEvent(
      new ErrorEvent('error', {
        filename: 'http://x/remotes/mf-sport/1.2.0/static/js/a.js',
        message: 'boom',
      }),
    );
    window.dispatchEvent(
      new ErrorEvent('error', { filename: 'http://x/static/js/shell.js', message: 'not a remote' }),
    );
    expect(seen).toEqual(['mf_sport@1.2.0']);
  });
});
