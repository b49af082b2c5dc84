import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from '@rstest/core';
import WebSocket, { WebSocketServer } from 'ws';
import { PushHub } from './hub';

async function viewersOf(hub: PushHub, count: number) {
  const server = createServer();
  const wss = new WebSocketServer({ server });
  wss.on('connection', (socket) => hub.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const received: string[][] = [];
  const clients = await Promise.all(
    Array.from({ length: count }, (_, i) => {
      received.push([]);
      const client = new WebSocket(`ws://127.0.0.1:${port}`);
      client.on('message', (data) => received[i]!.push(String(data)));
      return new Promise<WebSocket>((resolve) => client.on('open', () => resolve(client)));
    }),
  );
  return {
    received,
    clients,
    async close() {
      for (const client of clients) client.terminate();
      await hub.close();
      wss.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
    /** Whether the server closes within `ms` once the hub (and its workers) have stopped. */
    async closesWithin(ms: number): Promise<boolean> {
      await hub.close();
      wss.close();
      const closed = new Promise<boolean>((resolve) => server.close(() => resolve(true)));
      const late = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms));
      const result = await Promise.race([closed, late]);
      for (const client of clients) client.terminate();
      return result;
    },
  };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('push hub', () => {
  for (const workers of [0, 2]) {
    it(`writes every push to every viewer, stamped with the send time (${workers} push workers)`, async () => {
      const hub = new PushHub(workers);
      const viewers = await viewersOf(hub, 5);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const big = 'x'.repeat(70_000);
      hub.publish({ type: 'changes', events: [{ id: 1 }] });
      hub.publish({ type: 'changes', events: [{ id: 2, big }] });
      await until(() => viewers.received.every((r) => r.length === 2));
      for (const messages of viewers.received) {
        expect(messages.map((m) => JSON.parse(m).events[0].id)).toEqual([1, 2]);
        expect(JSON.parse(messages[1]!).events[0].big).toHaveLength(70_000);
        expect(typeof JSON.parse(messages[0]!).at).toBe('number');
      }
      await viewers.close();
    });
  }

  it('lets the server shut down once its push workers have exited', async () => {
    const hub = new PushHub(2);
    const viewers = await viewersOf(hub, 4);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await viewers.closesWithin(5_000)).toBe(true);
  });

  it('drops the viewers still on their way to a push worker that dies, so they reconnect and the server can close', async () => {
    const hub = new PushHub(1);
    const [worker] = (hub as unknown as { workers: ChildProcess[] }).workers;
    await new Promise((resolve) => setTimeout(resolve, 300));
    // A worker that stops answering: the first hand-over waits for its acknowledgement, the
    // others queue behind it.
    process.kill(worker!.pid!, 'SIGSTOP');
    const viewers = await viewersOf(hub, 3);
    const closed = viewers.clients.map(
      (client) => new Promise<void>((resolve) => client.on('close', () => resolve())),
    );
    process.kill(worker!.pid!, 'SIGKILL');
    const allClosed = await Promise.race([
      Promise.all(closed).then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
    ]);
    expect(allClosed).toBe(true);
    expect(await viewers.closesWithin(5_000)).toBe(true);
  });
});
