import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from '@rstest/core';
import { eventRoles, eventSchemas } from './contract';
import { eventTable, withEventTable } from './event-table';

describe('event table', () => {
  it('shared/README.md shows the table generated from the contract', () => {
    const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
    expect(withEventTable(readme)).toBe(readme);
  });

  it('lists every event once with its kind, emitter and payload fields', () => {
    const table = eventTable();
    for (const name of Object.keys(eventSchemas))
      expect(table.split(`| \`${name}\` |`)).toHaveLength(2);
    expect(table).toContain(
      '| `auth:require-login` | command | any remote | `{returnTo?, isFullPage, then?}` |',
    );
    expect(table).toContain('| `user:updated` | fact | shell | `{user}` |');
  });

  it('the lint rule forbids remotes exactly the events no remote may emit', async () => {
    // The workspace's lint configuration (plain JS, no types): imported by URL.
    const eslintConfig = pathToFileURL(
      join(import.meta.dirname, '..', '..', '..', 'eslint.config.js'),
    ).href;
    const { NOT_FROM_REMOTES } = (await import(eslintConfig)) as { NOT_FROM_REMOTES: string[] };
    const notFromRemotes = Object.entries(eventRoles)
      .filter(([, role]) => !role.emittedBy.includes('any remote'))
      .map(([name]) => name);
    expect([...NOT_FROM_REMOTES].sort()).toEqual(notFromRemotes.sort());
  });

  it('a fact has one emitter; a remote may emit only commands', () => {
    for (const [name, role] of Object.entries(eventRoles)) {
      if (role.kind === 'fact') expect(role.emittedBy, name).not.toMatch(/any remote|,/);
    }
  });
});
