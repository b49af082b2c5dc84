/**
 * The channel listener against the tests' PostgreSQL: notifications are handled in the order they
 * were sent, each handler awaited before the next starts (a round read must not be overtaken by
 * the notice that its wins are paid).
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { startTestStudio, type TestStudio } from '../../test/studio';
import { ChannelListener } from './listener';

let studio: TestStudio;

beforeAll(async () => {
  studio = await startTestStudio();
});
afterAll(async () => {
  await studio?.close();
});

describe('channel listener', () => {
  it('handles the next notification only once the one before is done', async () => {
    const steps: string[] = [];
    const listener = new ChannelListener(studio.db, {
      channel: 'listener_order_test',
      onNotification: async (payload) => {
        steps.push(`start ${payload}`);
        // The first handler yields past the tick in which both notifications arrive together.
        if (payload === 'first') await new Promise((resolve) => setImmediate(resolve));
        steps.push(`end ${payload}`);
      },
      onConnected: () => undefined,
    });
    await listener.start();
    try {
      // One transaction: PostgreSQL delivers both notifications at its commit, in this order.
      const client = await studio.db.connect();
      try {
        await client.query('BEGIN');
        await client.query(`NOTIFY listener_order_test, 'first'`);
        await client.query(`NOTIFY listener_order_test, 'second'`);
        await client.query('COMMIT');
      } finally {
        client.release();
      }
      await expect.poll(() => steps.length).toBe(4);
      expect(steps).toEqual(['start first', 'end first', 'start second', 'end second']);
    } finally {
      await listener.stop();
    }
  });
});
