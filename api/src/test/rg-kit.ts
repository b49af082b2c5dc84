/** Players who can play, and the calls the responsible-gambling tests make again and again. */
import { addPlayer, bearer, loginToken, signedPost, type TestContext } from './harness';

export interface GamePlayer {
  id: number;
  name: string;
  /** The player's login bearer token. */
  session: string;
  /** A redeemed studio game session token. */
  game: string;
}

export async function gamePlayer(t: TestContext, name: string, cash: number): Promise<GamePlayer> {
  const id = await addPlayer(t.db, name, cash);
  const session = await loginToken(t.app, name);
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/StartGame',
    headers: bearer(session),
    payload: { game_id: 1001, provider: 37 },
  });
  const game = new URL(started.json().url, 'http://x').searchParams.get('token')!;
  const authenticated = await signedPost(t.app, t.config, 'studio', 'authenticate', {
    token: game,
  });
  if (authenticated.statusCode !== 200) throw new Error(`authenticate: ${authenticated.body}`);
  return { id, name, session, game };
}

let rounds = 0;

/** One studio bet of `amount` millimes in a round of its own. */
export async function stake(t: TestContext, player: GamePlayer, amount: number) {
  rounds++;
  const answer = await signedPost(t.app, t.config, 'studio', 'bet', {
    token: player.game,
    round: `rg-round-${rounds}`,
    reference: `rg-bet-${rounds}`,
    amount,
  });
  return { status: answer.statusCode, body: answer.json(), round: `rg-round-${rounds}` };
}

export async function win(t: TestContext, player: GamePlayer, round: string, amount: number) {
  rounds++;
  const answer = await signedPost(t.app, t.config, 'studio', 'win', {
    token: player.game,
    round,
    reference: `rg-win-${rounds}`,
    amount,
  });
  return { status: answer.statusCode, body: answer.json() };
}

export function rg(t: TestContext, session: string) {
  const call = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => {
    const answer = await t.app.inject({
      method,
      url: `/api/responsible-gambling${url}`,
      headers: bearer(session),
      ...(payload ? { payload } : {}),
    });
    return { status: answer.statusCode, body: answer.json() };
  };
  return {
    overview: () => call('GET', ''),
    setLimit: (kind: string, period: string, amount: number | null) =>
      call('PUT', '/limits', { kind, period, amount }),
    confirm: (kind: string, period: string) => call('POST', '/limits/confirm', { kind, period }),
    exclude: (duration: string) => call('POST', '/exclusion', { duration, confirm: true }),
    call,
  };
}
