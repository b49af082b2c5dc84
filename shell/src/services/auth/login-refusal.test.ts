/** A login refused for a time-out or self-exclusion reads the shell's text with a local date. */
import { ApiError } from '@casino/shared/api';
import { beforeAll, describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import i18next from 'i18next';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import {
  $loginError,
  $loginExclusion,
  loginErrorMessage,
  loginFx,
  loginSubmitted,
  passwordChanged,
  usernameChanged,
} from './model';

const UNTIL = '2026-03-02T10:00:00.000Z';
const excluded = (exclusion: string, until: string | null, endRequestable = false) =>
  new ApiError(`… until ${until}`, 403, {
    message: `… until ${until}`,
    code: 'player_excluded',
    exclusion,
    until,
    end_requestable: endRequestable,
  });

async function refusedWith(error: Error) {
  const s = fork({
    handlers: [
      [
        loginFx,
        async () => {
          throw error;
        },
      ],
    ],
  });
  await allSettled(usernameChanged, { scope: s, params: 'demo' });
  await allSettled(passwordChanged, { scope: s, params: 'demo1234' });
  await allSettled(loginSubmitted, { scope: s, params: 'page' });
  return s;
}

describe('a login refused by an exclusion', () => {
  beforeAll(async () => {
    await i18next.init({
      lng: 'fr',
      ns: ['shell'],
      // As the shell starts it (services/start.ts): React escapes, i18next does not.
      interpolation: { escapeValue: false },
      resources: { fr: { shell: fr }, en: { shell: en }, ar: { shell: ar } },
    });
  });

  it('says which, and until when as a local date, in each language (no ISO instant)', async () => {
    for (const [language, locale, texts] of [
      ['fr', 'fr-FR', fr],
      ['en', 'en-GB', en],
      ['ar', 'ar-TN-u-nu-latn', ar],
    ] as const) {
      await i18next.changeLanguage(language);
      const date = new Intl.DateTimeFormat(locale, {
        dateStyle: 'short',
        timeStyle: 'short',
      }).format(new Date(UNTIL));
      const timeout = loginErrorMessage(excluded('timeout', UNTIL));
      expect(timeout).toBe(texts.login.excluded.timeout.replace('{{until}}', date));
      expect(timeout).not.toContain('T10:00');
      expect(loginErrorMessage(excluded('self_exclusion', UNTIL))).toBe(
        texts.login.excluded.selfExclusion.replace('{{until}}', date),
      );
      expect(loginErrorMessage(excluded('self_exclusion', null))).toBe(
        texts.login.excluded.permanent,
      );
    }
  });

  it('reaches the login form; any other refusal stays the API message', async () => {
    await i18next.changeLanguage('en');
    for (const [error, shown] of [
      [
        excluded('timeout', UNTIL),
        /^You chose a time-out: login, deposits and bets are refused until /,
      ],
      [new ApiError('Invalid username or password', 401, {}), /^Invalid username or password$/],
    ] as const) {
      const s = fork({
        handlers: [
          [
            loginFx,
            async () => {
              throw error;
            },
          ],
        ],
      });
      await allSettled(usernameChanged, { scope: s, params: 'demo' });
      await allSettled(passwordChanged, { scope: s, params: 'demo1234' });
      await allSettled(loginSubmitted, { scope: s, params: 'page' });
      expect(s.getState($loginError)).toMatch(shown);
    }
  });

  it('offers the way out: withdrawing always, the end only when the API says it may be asked', async () => {
    const timeout = await refusedWith(excluded('timeout', UNTIL));
    expect(timeout.getState($loginExclusion)).toEqual({ endRequestable: false });
    const termPassed = await refusedWith(excluded('self_exclusion', UNTIL, true));
    expect(termPassed.getState($loginExclusion)).toEqual({ endRequestable: true });
    const wrong = await refusedWith(new ApiError('Invalid username or password', 401, {}));
    expect(wrong.getState($loginExclusion)).toBeNull();
  });
});
