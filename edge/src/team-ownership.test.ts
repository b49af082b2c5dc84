/**
 * Teams own their UI: the platform's packages (the shell, the edge) never restate a remote's
 * markup, CSS or the data its pages show first. This reads the remotes' sources for what is
 * theirs — the global class names of their stylesheets, their stylesheets' file names, the API
 * answers their first views declare — and fails when a file of the shell or the edge names one.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { REMOTE_PACKAGES, workspaceRoot } from './paths';

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.includes('node_modules') && keep(file));
}

/** What belongs to one remote, by the text that would name it elsewhere. */
function remoteOwned(remote: string): string[] {
  const src = join(workspaceRoot, remote, 'src');
  const owned = new Set<string>();
  for (const file of filesUnder(src, (name) => name.endsWith('.css'))) {
    owned.add(basename(file));
    const css = readFileSync(file, 'utf8');
    // A plain stylesheet's classes are global: the remote's own names (`cs-tile`).
    if (!file.endsWith('.module.css'))
      for (const match of css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) owned.add(match[1]!);
  }
  for (const file of filesUnder(join(src, 'first-view'), (name) => /\.tsx?$/.test(name))) {
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/['`](\/api\/[A-Za-z_/]+)/g)) owned.add(match[1]!);
  }
  return [...owned];
}

/**
 * The platform's sources. Tests and their helpers (`src/test/`) are left out: they may show a
 * renderer's shape with made-up data, and ship nowhere.
 */
const shipped = (file: string) =>
  !/\.test\.tsx?$/.test(file) && !file.includes(`${sep}src${sep}test${sep}`);
const platformFiles = [
  ...filesUnder(join(workspaceRoot, 'shell', 'src'), shipped),
  ...filesUnder(join(workspaceRoot, 'edge', 'src'), shipped),
];

describe('team ownership', () => {
  it('finds what the remotes own (the check is not empty)', () => {
    expect(remoteOwned('mf-casino')).toEqual(
      expect.arrayContaining([
        'cs-tile',
        'games.css',
        'game-list.module.css',
        '/api/get_slot_game',
      ]),
    );
    expect(remoteOwned('mf-home')).toEqual(
      expect.arrayContaining(['banner-slider.module.css', '/api/banners']),
    );
  });

  it.each(REMOTE_PACKAGES.map((remote) => [remote]))(
    "no file of the shell or the edge names %s's classes, stylesheets or first-view data",
    (remote) => {
      const owned = remoteOwned(remote);
      const found = platformFiles.flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return owned
          .filter((name) =>
            new RegExp(
              `(^|[^\\w-])${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}($|[^\\w-])`,
            ).test(text),
          )
          .map((name) => `${relative(workspaceRoot, file)}: ${name}`);
      });
      expect(found).toEqual([]);
    },
  );
});
