/**
 * A slot page left open after the player logged out of the site spins no more: the wallet refuses
 * the bet with `session_ended`, the studio passes it on, and the game says so in fr, en and ar.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { startTestStudio, type TestStudio } from '../../test/studio';
import { gameById } from '../catalogue/games';
import { text } from '../i18n/texts';
import { modelById } from './models';

let studio: TestStudio;
const SLOT = 1001;
const lineBet = modelById(gameById(SLOT)!.model!).lineBets[0]!;

beforeAll(async () => {
  studio = await startTestStudio();
});
afterAll(() => studio.close());

const spin = (session: string) =>
  studio.app.inject({
    method: 'POST',
    url: '/providers/studio/api/slots/spin',
    payload: { session, lineBet },
  });

describe('after the platform logout', () => {
  it('a spin is refused with session_ended', async () => {
    const player = await studio.platform.player(30_000);
    const launch = await studio.platform.launch(player.bearer, SLOT);
    const opened = await studio.app.inject({ url: `${launch.pathname}${launch.search}` });
    expect(opened.statusCode).toBe(303);
    const session = /\/game\/([A-Za-z0-9_-]+)$/.exec(String(opened.headers.location))![1]!;
    expect((await spin(session)).statusCode).toBe(200);

    const logout = await fetch(`${studio.platform.baseUrl}/api/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${player.bearer}` },
    });
    expect(logout.status).toBe(200);
    const refused = await spin(session);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ ok: false, status: 'session_ended' });
  });

  it('the game has the message in every language', () => {
    for (const lang of ['fr', 'en', 'ar'] as const)
      expect(text(lang, 'session_ended')).not.toBe(text('en', 'error'));
    expect(text('en', 'session_ended')).toMatch(/session has ended/);
  });
});
