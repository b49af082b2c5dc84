/**
 * Ops commands for the deployed site (var/site by default, SITE_DIR to change it):
 *
 *   release <remote> [--version X] [--promote] [--source DIR]
 *                                                build one remote (from DIR, a checkout of it, if
 *                                                given) into a new version folder
 *   promote <remote> <version> [--base-url URL]  point remotes.json at that version
 *   rollback <remote>                            go back to the previously promoted version
 *   deploy-shell                                 build and publish the shell
 *   build-site                                   a fresh site: the shell and every remote at its
 *                                                package version, promoted
 *   status                                       what remotes.json points at
 *   serve [--port 8080] [--host 127.0.0.1]       serve the site, /api proxied to API_URL
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isRemotePackage, REMOTE_PACKAGES, siteDir, type RemotePackage } from './paths';
import { buildSite, deployShell, promoteRemote, releasedPublication, releaseRemote } from './release';
import { readRemotesFile, rollbackTarget, withRolledBack, writeRemotesFile } from './remotes-file';
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
      promote: { type: 'boolean', default: false },
      'base-url': { type: 'string' },
      port: { type: 'string', default: process.env.PORT ?? '8080' },
      host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    },
  });
  const [command, first, second] = positionals;
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
      console.log(`promoted: ${await promoteRemote(remoteArgument(first), second, values['base-url'])}`);
      return;
    }
    case 'rollback': {
      const remote = remoteArgument(first);
      const file = await readRemotesFile();
      const target = rollbackTarget(file, remote);
      if (!target) throw new Error(`${remote} has no earlier promoted version to roll back to`);
      const published = await releasedPublication(remote, target.version, target.entry);
      await writeRemotesFile(withRolledBack(file, remote, { ...target, published }));
      console.log(`rolled back ${remote} to ${target.version} (${target.entry})`);
      return;
    }
    case 'deploy-shell':
      await deployShell();
      console.log('shell deployed');
      return;
    case 'build-site':
      await buildSite();
      console.log(`site built in ${siteDir()}`);
      return;
    case 'status':
      console.log(JSON.stringify(await readRemotesFile(), null, 2));
      return;
    case 'serve': {
      const address = await startSiteServer({ port: Number(values.port), host: values.host });
      console.log(`Site ready on ${address}`);
      return;
    }
    default:
      throw new Error('Commands: release, promote, rollback, deploy-shell, status, serve');
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
