/**
 * The live push socket's limits on the real server (startTestBook: the sportsbook app on the real
 * platform): connections per address, the size of a viewer's message, the rate of its messages,
 * and the ping a silent connection must answer.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import WebSocket from 'ws';
import { startTestBook, type TestBook } from '../../test/book';

let book: TestBook;
let url = '';

const open = (options: WebSocket.ClientOptions = {}) =>
  new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url, options);
    socket.on('open', () => resolve(socket));
    socket.on('error', reject);
  });
const closed = (socket: WebSocket) =>
  new Promise<number>((resolve) => {
    if (socket.readyState === WebSocket.CLOSED) resolve(-1);
    socket.on('close', (code) => resolve(code));
  });

beforeAll(async () => {
  book = await startTestBook({
    config: {
      viewers: { maxPerAddress: 3, maxMessageBytes: 64, messagesPer10s: 5, pingSeconds: 0.3 },
    },
  });
  const base = await book.app.listen({ port: 0, host: '127.0.0.1' });
  url = `${base.replace('http', 'ws')}/providers/sportsbook/ws`;
});
afterAll(() => book.close());

describe('live push socket limits', () => {
  it('refuses a connection over the cap of one address with 429, and takes one again once a socket closes', async () => {
    const sockets = [await open(), await open(), await open()];
    const refused = await open().then(
      () => 'opened',
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/429/);
    sockets[0]!.close();
    await closed(sockets[0]!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await open();
    for (const socket of [again, sockets[1]!, sockets[2]!]) socket.close();
    await Promise.all([again, sockets[1]!, sockets[2]!].map(closed));
  });

  it('closes a socket that sends a message over the size cap (1009)', async () => {
    const socket = await open();
    socket.send('x'.repeat(65));
    expect(await closed(socket)).toBe(1009);
    const fine = await open();
    fine.send('x'.repeat(64));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fine.readyState).toBe(WebSocket.OPEN);
    fine.close();
    await closed(fine);
  });

  it('closes a socket that sends more messages than the rate allows (1008)', async () => {
    const socket = await open();
    for (let i = 0; i < 5; i++) socket.send('hi');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.send('hi');
    expect(await closed(socket)).toBe(1008);
  });

  it('drops a connection that does not answer pings, keeps one that does', async () => {
    const silent = await open({ autoPong: false });
    const answering = await open();
    let pings = 0;
    answering.on('ping', () => (pings += 1));
    const code = await closed(silent);
    // Terminated (no close frame): the abnormal closure code.
    expect(code).toBe(1006);
    expect(pings).toBeGreaterThanOrEqual(1);
    expect(answering.readyState).toBe(WebSocket.OPEN);
    answering.close();
    await closed(answering);
  });
});
