/**
 * Ops commands for the deployed site (var/site by default, SITE_DIR to change it):
 *
 *   release <remote> [--version X] [--promote] [--source DIR]
 *                                                build one remote (from DIR, a checkout of it, if
 *                                                given) into a new version folder
 *   promote <remote> <version> [--base-url URL]  point remotes.json at that version
 *   rollback <remote>                            end the remote's canary if it has one, else go
 *                                                back to the previously promoted version
 *   canary <remote> <version> <percent>          give a released version to that share of browsers
 *   pin <remote> <version> [--hours 8] [--base-url URL]
 *                                                a signed link that pins the version for one browser
 *   deploy-shell [--force]                       build and publish the shell (--force: even when
 *                                                served remote versions need another federation
 *                                                bundler runtime: a toolchain upgrade)
 *   build-site [--only shell,mf-casino]          a fresh site: the shell and every remote at its
 *                                                package version, promoted (--only: rebuild those
 *                                                in the existing site, keep the rest)
 *   status [--api-url URL] [--hours 24]          what remotes.json points at, with the reports
 *                                                of each version (loads, errors, load failures)
 *   serve [--port 8080] [--host 127.0.0.1]       serve the site, /api proxied to API_URL;
 *         [--providers-port N]                   the providers on an origin of their own (port N)
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  federationName,
  isRemotePackage,
  REMOTE_PACKAGES,
  remoteSiteDir,
  siteDir,
  type RemotePackage,
} from './paths';
import { pinToken } from './canary';
import { startProviderServer } from './provider-server';
import {
  assertNoRouteConflict,
  buildSite,
  deployShell,
  promoteRemote,
  releasedPublication,
  releasedVersion,
  releaseRemote,
} from './release';
import {
  readRemotesFile,
  rollbackTarget,
  withCanary,
  withoutCanary,
  withRolledBack,
  writeRemotesFile,
} from './remotes-file';
import { assertServableOnShell, servableOnShell } from './release-checks';
import { statusReport } from './status';
import { startSiteServer } from './server';

function remoteArgument(value: string | undefined): RemotePackage {
  if (!value || !isRemotePackage(value)) {
    throw new Error(`Name a remote: ${REMOTE_PACKAGES.join(', ')}`);
  }
  return value;
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      version: { type: 'string' },
      source: { type: 'string' },
      only: { type: 'string' },
      promote: { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      'base-url': { type: 'string' },
      port: { type: 'string', default: process.env.PORT ?? '8080' },
      host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
      'providers-port': { type: 'string', default: process.env.PROVIDERS_PORT },
      hours: { type: 'string' },
      'api-url': { type: 'string', default: process.env.API_URL ?? 'http://127.0.0.1:3000' },
    },
  });
  const [command, first, second, third] = positionals;
  switch (command) {
    case 'release': {
      const released = await releaseRemote(remoteArgument(first), values.version, {
        ...(values.source ? { sourceDir: resolve(values.source) } : {}),
      });
      console.log(`released ${released.remote} ${released.version} -> ${released.dir}`);
      if (values.promote) {
        console.log(`promoted: ${await promoteRemote(released.remote, released.version)}`);
      }
      return;
    }
    case 'promote': {
      if (!second) throw new Error('Usage: promote <remote> <version> [--base-url URL]');
      console.log(
        `promoted: ${await promoteRemote(remoteArgument(first), second, values['base-url'])}`,
      );
      return;
    }
    case 'rollback': {
      const remote = remoteArgument(first);
      const file = await readRemotesFile();
      const canary = file.remotes[federationName(remote)]?.canary;
      if (canary) {
        await writeRemotesFile(withoutCanary(file, remote));
        console.log(
          `ended the canary of ${remote} ${canary.version}: every browser runs ${file.remotes[federationName(remote)]!.version}`,
        );
        return;
      }
      const target = rollbackTarget(file, remote);
      if (!target) throw new Error(`${remote} has no earlier promoted version to roll back to`);
      assertServableOnShell(remote, target.version, remoteSiteDir(remote, target.version));
      const published = await releasedPublication(remote, target.version, target.entry);
      await writeRemotesFile(
        withRolledBack(file, remote, { ...target, published }, servableOnShell(remote)),
      );
      console.log(`rolled back ${remote} to ${target.version} (${target.entry})`);
      return;
    }
    case 'canary': {
      if (!second || !third) throw new Error('Usage: canary <remote> <version> <percent>');
      const remote = remoteArgument(first);
      const target = await releasedVersion(remote, second);
      const file = await readRemotesFile();
      assertNoRouteConflict(file.remotes, federationName(remote), target.published);
      await writeRemotesFile(withCanary(file, remote, target, Number(third)));
      console.log(
        `canary: ${remote} ${second} for ${third} % of browsers (promote to finish it, rollback to end it)`,
      );
      return;
    }
    case 'pin': {
      if (!second) throw new Error('Usage: pin <remote> <version> [--hours 8] [--base-url URL]');
      const remote = remoteArgument(first);
      await releasedVersion(remote, second);
      const hours = Number(values.hours ?? 8);
      if (!Number.isInteger(hours) || hours < 1 || hours > 168)
        throw new Error('--hours is a whole number from 1 to 168');
      const token = pinToken({
        pins: { [federationName(remote)]: second },
        expires: Math.floor(Date.now() / 1000) + hours * 3600,
      });
      console.log(
        new URL(`/__pin/${token}`, values['base-url'] ?? `http://${values.host}:${values.port}`)
          .href,
      );
      return;
    }
    case 'deploy-shell':
      await deployShell({ force: values.force });
      console.log('shell deployed');
      return;
    case 'build-site':
      await buildSite(
        values.only
          ?.split(',')
          .map((piece) => piece.trim())
          .filter(Boolean),
      );
      console.log(`site built in ${siteDir()}`);
      return;
    case 'status':
      console.log(
        await statusReport(await readRemotesFile(), values['api-url'], Number(values.hours ?? 24)),
      );
      return;
    case 'serve': {
      // The providers first: "Site ready" then means both origins answer.
      const providersPort = values['providers-port'];
      if (providersPort) {
        const providers = await startProviderServer({
          port: Number(providersPort),
          host: values.host,
        });
        console.log(`Providers ready on ${providers}`);
      }
      const address = await startSiteServer({
        port: Number(values.port),
        host: values.host,
        providersApart: Boolean(providersPort),
      });
      console.log(`Site ready on ${address}`);
      return;
    }
    default:
      throw new Error(
        'Commands: release, promote, rollback, canary, pin, deploy-shell, build-site, status, serve',
      );
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
