/**
 * Starts the sportsbook: settings, its own database (migrated), the wallet client, the feed
 * (calendar and live simulator) with its push hub and settlement, the frame client, then listens
 * and prints one "Sportsbook ready" line.
 */
import { createWalletClient } from '@casino/wallet-client';
import { buildApp } from './app';
import { recover, settleEvent } from './bets/service';
import { loadConfig, SportsbookConfigError } from './config';
import { openDatabase } from './db/database';
import { cryptoRandom, Feed, FeedLockedError } from './live/feed';
import { PushHub } from './live/hub';
import { buildClient } from './page/assets';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof SportsbookConfigError)) throw error;
  console.error(`The sportsbook did not start:\n${error.message}`);
  process.exit(1);
}

const db = await openDatabase(config);
const wallet = createWalletClient({
  baseUrl: config.walletUrl,
  provider: 'sportsbook',
  secret: config.secret,
});
const hub = new PushHub(config.pushWorkers);
// A pass that fails (the database away) is logged and played again once it is back.
const feed = new Feed(db, config, cryptoRandom, Date.now, (error) =>
  app.log.warn({ err: error }, 'feed pass failed; retrying'),
);
const assets = await buildClient();
const app = await buildApp({ config, db, wallet, feed, hub, assets });

// One push per pass of the feed, with every event that changed in it.
feed.onBatch((events) =>
  hub.publish({ type: 'changes', events: events.map((event) => feed.change(event)) }),
);
feed.onChange((event, change) => {
  if (change === 'ended') {
    void settleEvent(
      { db, wallet },
      { id: event.id, sport: event.sport, status: event.status, result: event.result },
    ).catch((error: unknown) =>
      app.log.error({ err: error }, 'settlement failed; the recovery job retries'),
    );
  }
});
try {
  await feed.start();
} catch (error) {
  if (!(error instanceof FeedLockedError)) throw error;
  console.error(`The sportsbook did not start: ${error.message}.`);
  process.exit(1);
}

const recovery = setInterval(() => {
  recover({ db, wallet })
    .then((done) => {
      if (done.settled + done.paid + done.rolledBack > 0) app.log.info(done, 'recovery');
    })
    .catch((error: unknown) => app.log.error({ err: error }, 'recovery failed'));
}, 10_000);

await app.listen({ host: config.host, port: config.port });
console.log(`Sportsbook ready on http://${config.host}:${config.port}${config.basePath}/`);

async function stop() {
  clearInterval(recovery);
  await feed.stop();
  await hub.close();
  await app.close();
  await db.end();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
