/**
 * One password policy for the player's own change, registration and the
 * operator's reset; wrong old passwords count like failed logins.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import {
  addPlayer,
  bearer,
  createTestContext,
  loginToken,
  type TestContext,
} from '../../test/harness';
import { DEMO_PLAYERS } from '../../seed/demo-seed';
import { createPlayer, OperatorError, resetPasswordByOperator } from '../players/service';
import { commonPasswordCount, passwordProblem } from './password-policy';

const PASSWORD = 'secret1234';
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ loginMaxFailuresPerUsername: 3, loginLockBaseSeconds: 60 });
  for (const name of ['changeling', 'guesser', 'operated'])
    await addPlayer(t.db, name, 0, PASSWORD);
});
afterAll(() => t.close());

/** One refused password per rule, given the username it is checked against. */
const REFUSED: Array<[rule: string, password: (username: string) => string]> = [
  ['passwordLength', () => 'short12'],
  ['passwordLength', () => 'x'.repeat(129)],
  ['passwordBlank', () => '          '],
  ['passwordBlank', () => '\t\n\r\u0001\u00a0\u200b\u2028\u007f'],
  ['passwordSameAsUsername', (username) => username.toUpperCase()],
  ['passwordSameAsUsername', (username) => username[0]!.toUpperCase() + username.slice(1)],
  ['passwordContainsUsername', (username) => `${username}${username}`],
  ['passwordContainsUsername', (username) => `My-${username.toUpperCase()}-2026`],
  ['passwordRepeated', () => 'aaaaaaaa'],
  ['passwordRepeated', () => 'abababab'],
  ['passwordRepeated', () => 'Xyz9Xyz9Xyz9'],
  ['passwordSequence', () => 'abcdefgh'],
  ['passwordSequence', () => '87654321'],
  ['passwordSequence', () => 'KLMNOPQRST'],
  ['passwordTooCommon', () => 'password1'],
  ['passwordTooCommon', () => 'Iloveyou'],
  ['passwordTooCommon', () => 'qwertyuiop'],
  ['passwordTooCommon', () => 'secret123'],
];

describe('the policy', () => {
  it('refuses each rule and accepts a decent password', () => {
    for (const [rule, password] of REFUSED) {
      expect({ rule, problem: passwordProblem(password('changeling'), 'changeling') }).toEqual({
        rule,
        problem: rule,
      });
    }
    expect(passwordProblem('correct horse battery', 'changeling')).toBeNull();
    expect(passwordProblem('  spaced  out  ', 'changeling')).toBeNull();
    expect(passwordProblem('كلمة سر طويلة', 'changeling')).toBeNull();
  });

  it('counts characters, not UTF-16 units, and refuses a password of seven emoji', () => {
    expect(passwordProblem('😀'.repeat(7), 'changeling')).toBe('passwordLength');
    expect(passwordProblem('😀'.repeat(8), 'changeling')).toBe('passwordRepeated');
    expect(passwordProblem('😀🎲😂🃏😃🎰😅😆', 'changeling')).toBeNull();
  });

  it('ships a list of at least the 10,000 most common passwords', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  it('lets the seeded demo passwords through but for the username in them, waived for the seed only', async () => {
    for (const player of DEMO_PLAYERS)
      expect([null, 'passwordContainsUsername']).toContain(
        passwordProblem(player.password, player.username),
      );
    await expect(
      createPlayer(t.db, { username: 'amira2', password: 'amira21234' }),
    ).rejects.toThrow('password must not contain the username');
    expect(
      await createPlayer(t.db, { username: 'amira2', password: 'amira21234' }, { demo: true }),
    ).toBeGreaterThan(0);
    await expect(
      createPlayer(t.db, { username: 'amira3', password: 'abcdefgh' }, { demo: true }),
    ).rejects.toThrow(/consecutive/);
  });
});

describe('ResetPassword', () => {
  const reset = (token: string, body: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ResetPassword',
      headers: { ...bearer(token), ...headers },
      payload: body,
    });

  it('refuses a new password that breaks a rule, in fr, en and ar, and changes nothing', async () => {
    const token = await loginToken(t.app, 'changeling', PASSWORD);
    for (const [rule, passwordFor] of REFUSED) {
      const password = passwordFor('changeling');
      // Longer than 128 is refused by the body schema before the policy (also a 400).
      const body = { oldPassword: PASSWORD, newPassword: password, repeatPassword: password };
      const en = await reset(token, body, { 'accept-language': 'en' });
      expect({ rule, status: en.statusCode }).toEqual({ rule, status: 400 });
      const fr = await reset(token, body, { 'accept-language': 'fr' });
      const ar = await reset(token, body, { 'accept-language': 'ar' });
      expect(new Set([en.json().message, fr.json().message, ar.json().message]).size).toBe(3);
    }
    const common = await reset(
      token,
      { oldPassword: PASSWORD, newPassword: 'password1', repeatPassword: 'password1' },
      { 'accept-language': 'en' },
    );
    expect(common.json().message).toBe('This password is too common. Please choose another one.');
    const short = await reset(
      token,
      { oldPassword: PASSWORD, newPassword: 'short12', repeatPassword: 'short12' },
      { 'accept-language': 'fr' },
    );
    expect(short.json().message).toBe(
      'Le nouveau mot de passe doit contenir entre 8 et 128 caractères.',
    );
    const same = await reset(
      token,
      { oldPassword: PASSWORD, newPassword: 'ChangeLing', repeatPassword: 'ChangeLing' },
      { 'accept-language': 'ar' },
    );
    expect(same.json().message).toBe('يجب ألا تكون كلمة المرور الجديدة هي اسم المستخدم.');
    const blank = await reset(
      token,
      { oldPassword: PASSWORD, newPassword: ' '.repeat(9), repeatPassword: ' '.repeat(9) },
      { 'accept-language': 'en' },
    );
    expect(blank.json().message).toBe(
      'The new password cannot be only spaces or invisible characters.',
    );
    const twice = await reset(
      token,
      {
        oldPassword: PASSWORD,
        newPassword: 'changelingchangeling',
        repeatPassword: 'changelingchangeling',
      },
      { 'accept-language': 'fr' },
    );
    expect(twice.json().message).toBe(
      "Le nouveau mot de passe ne doit pas contenir votre nom d'utilisateur.",
    );
    const repeated = await reset(
      token,
      { oldPassword: PASSWORD, newPassword: 'aaaaaaaa', repeatPassword: 'aaaaaaaa' },
      { 'accept-language': 'ar' },
    );
    expect(repeated.json().message).toBe(
      'يجب ألا تكون كلمة المرور الجديدة حرفًا واحدًا أو نمطًا قصيرًا مكررًا.',
    );
    const sequence = await reset(
      token,
      { oldPassword: PASSWORD, newPassword: 'abcdefgh', repeatPassword: 'abcdefgh' },
      { 'accept-language': 'en' },
    );
    expect(sequence.json().message).toBe(
      'The new password must not be a run of consecutive characters (abcdefgh, 12345678).',
    );
    expect(
      (await t.app.inject({ url: '/api/UserDetails', headers: bearer(token) })).statusCode,
    ).toBe(200);
    expect(await loginToken(t.app, 'changeling', PASSWORD)).toBeTruthy();
  });

  it('counts wrong old passwords like failed logins: the same lock refuses both', async () => {
    const token = await loginToken(t.app, 'guesser', PASSWORD);
    const body = (old: string) => ({
      oldPassword: old,
      newPassword: 'a-fine-new-pass',
      repeatPassword: 'a-fine-new-pass',
    });
    for (let i = 0; i < 3; i++) {
      const wrong = await reset(token, body(`guess-${i}`));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('The old password is incorrect.');
    }
    const locked = await reset(token, body(PASSWORD), { 'accept-language': 'en' });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(59);
    expect(locked.json().message).toBe(
      'Too many failed login attempts. Please try again in 1 minute.',
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'guesser', password: PASSWORD },
    });
    expect(login.statusCode).toBe(429);
    // The session is not ended by the refusal (a 401 would log the player out).
    expect(
      (await t.app.inject({ url: '/api/UserDetails', headers: bearer(token) })).statusCode,
    ).toBe(200);
  });
});

describe('registration and the operator reset', () => {
  it('apply the same policy, creating and changing nothing', async () => {
    for (const [rule, password] of REFUSED) {
      await expect(
        createPlayer(t.db, { username: 'newcomer9', password: password('newcomer9') }),
        rule,
      ).rejects.toThrow(OperatorError);
      await expect(
        resetPasswordByOperator(t.db, 'operated', password('operated')),
        rule,
      ).rejects.toThrow(OperatorError);
    }
    const messages = [
      ['short12', 'password must be 8 to 128 characters'],
      [' '.repeat(8), 'password must not be only spaces or invisible characters'],
      ['Operated', 'password must not be the username'],
      ['password1', 'password is too common; choose another one'],
    ];
    for (const [password, message] of messages) {
      await expect(resetPasswordByOperator(t.db, 'operated', password!)).rejects.toThrow(message);
    }
    await expect(
      createPlayer(t.db, { username: 'newcomer9', password: 'NEWCOMER9' }),
    ).rejects.toThrow('password must not be the username');
    const { rows } = await t.db.query(
      `SELECT count(*)::int AS n FROM players WHERE username = 'newcomer9'`,
    );
    expect(rows[0].n).toBe(0);
    expect(await loginToken(t.app, 'operated', PASSWORD)).toBeTruthy();
    await resetPasswordByOperator(t.db, 'operated', 'a-fine-new-pass');
    expect(await loginToken(t.app, 'operated', 'a-fine-new-pass')).toBeTruthy();
  });
});
