/**
 * A release is refused before it reaches a player when the remote speaks a bus contract the
 * promoted shell does not mount, or requires shared singletons the shell's share scope cannot
 * satisfy. The command itself is run (the real CLI) on a site of this test's own.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from '@rstest/core';
import { BUS_CONTRACT_VERSION } from '@casino/shared/events';
import { workspaceRoot } from './paths';
import { bundlerRuntimeVersion } from '@casino/shared/build/release';
import {
  assertBundlerRuntimeProvided,
  assertServableOnShell,
  assertContractCompatible,
  contractVersionOf,
  satisfies,
  assertSlimExportsProvided,
  shellPlatformOf,
  slimExportsOf,
  servableOnShell,
  unsatisfiedSingletons,
  versionsOnOtherRuntime,
} from './release-checks';

let site: string;
beforeEach(() => {
  site = mkdtempSync(join(tmpdir(), 'site-checks-'));
  mkdirSync(join(site, 'shell'), { recursive: true });
  writeFileSync(
    join(site, 'shell', 'platform.json'),
    JSON.stringify({
      contractVersion: '1.4.0',
      bundlerRuntime: '2.9.2',
      slimExports: {
        'react-i18next': ['initReactI18next', 'useTranslation'],
        'effector-react': ['useUnit'],
        effector: ['createStore'],
      },
    }),
  );
});

/** A package `name` at `version` in `nodeModules` (a main file, so that it resolves). */
function fakePackage(nodeModules: string, name: string, version: string): void {
  const dir = join(nodeModules, ...name.split('/'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, version, main: 'index.js' }));
  writeFileSync(join(dir, 'index.js'), 'module.exports = {};\n');
}

/**
 * A checkout of a remote whose @casino/shared declares `contract` and whose build tools bring
 * `bundlerRuntime` (@rsbuild/core -> @rspack/core -> runtime-tools -> webpack-bundler-runtime).
 */
function checkoutSpeaking(
  contract: string,
  bundlerRuntime = '2.9.2',
  slim: Record<string, string> = {},
): string {
  const dir = mkdtempSync(join(tmpdir(), 'checkout-'));
  writeFileSync(join(dir, 'package.json'), '{"name":"@casino/mf-sport","version":"4.0.0"}');
  writeFileSync(join(dir, 'routes.json'), '{"routes":[{"path":"/sport"}]}');
  const shared = join(dir, 'node_modules', '@casino', 'shared');
  mkdirSync(join(shared, 'src', 'events'), { recursive: true });
  writeFileSync(join(shared, 'package.json'), '{"name":"@casino/shared","version":"1.0.0"}');
  writeFileSync(
    join(shared, 'src', 'events', 'version.ts'),
    `export const BUS_CONTRACT_VERSION = '${contract}';\n`,
  );
  const nodeModules = join(dir, 'node_modules');
  fakePackage(nodeModules, '@rsbuild/core', '2.0.0');
  fakePackage(nodeModules, '@rspack/core', '2.0.0');
  fakePackage(nodeModules, '@module-federation/runtime-tools', bundlerRuntime);
  fakePackage(nodeModules, '@module-federation/webpack-bundler-runtime', bundlerRuntime);
  mkdirSync(join(shared, 'build'), { recursive: true });
  for (const [file, names] of Object.entries({
    'react-i18next-slim.ts': 'useTranslation, initReactI18next',
    'effector-react-slim.ts': 'useUnit',
    'effector-slim.ts': 'createStore',
    ...slim,
  }))
    writeFileSync(join(shared, 'build', file), `export { ${names} } from 'x';\n`);
  return dir;
}

/** The real ops CLI on this test's site: its exit status and what it printed (stderr on failure). */
function ops(...args: string[]): { status: number; output: string } {
  try {
    const output = execFileSync(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'cli.ts'), ...args],
      { env: { ...process.env, SITE_DIR: site }, encoding: 'utf8', stdio: 'pipe' },
    );
    return { status: 0, output };
  } catch (error) {
    const failed = error as { status: number; stderr: string };
    return { status: failed.status, output: failed.stderr };
  }
}

function release(source: string): { status: number; output: string } {
  return ops('release', 'mf-sport', '--source', source);
}

describe('contract check at release', () => {
  it('reads the contract a package builds against', () => {
    expect(contractVersionOf(join(workspaceRoot, 'mf-casino'))).toBe(BUS_CONTRACT_VERSION);
    expect(contractVersionOf(checkoutSpeaking('2.1.0'))).toBe('2.1.0');
  });

  it('refuses a remote on another major or a newer minor than the promoted shell, before building it', () => {
    for (const contract of ['2.0.0', '1.5.0', '0.9.0']) {
      const { status, output } = release(checkoutSpeaking(contract));
      expect(status).toBe(1);
      expect(output).toContain(
        `mf-sport is built against bus contract ${contract}; the promoted shell speaks 1.4.0`,
      );
      expect(existsSync(join(site, 'remotes', 'mf-sport'))).toBe(false);
    }
  });

  it('accepts the same major with an older or equal minor', () => {
    expect(() => assertContractCompatible('mf-sport', '1.4.0', '1.4.0')).not.toThrow();
    expect(() => assertContractCompatible('mf-sport', '1.2.7', '1.4.0')).not.toThrow();
  });
});

describe('federation bundler runtime at release', () => {
  it('deploy-shell records the bundler runtime the shell provides, the one its remotes build with', () => {
    const shell = shellPlatformOf(join(workspaceRoot, 'shell'));
    expect(shell.bundlerRuntime).toMatch(/^\d+\.\d+\.\d+/);
    expect(shell.bundlerRuntime).toBe(bundlerRuntimeVersion(join(workspaceRoot, 'mf-casino')));
    expect(bundlerRuntimeVersion(checkoutSpeaking('1.4.0', '2.9.3'))).toBe('2.9.3');
  });

  it('refuses a remote built with another bundler runtime than the promoted shell provides, before building it', () => {
    const { status, output } = release(checkoutSpeaking('1.4.0', '2.9.3'));
    expect(status).toBe(1);
    expect(output).toContain(
      'mf-sport builds with @module-federation/webpack-bundler-runtime 2.9.3; the promoted shell provides 2.9.2',
    );
    expect(existsSync(join(site, 'remotes', 'mf-sport'))).toBe(false);
  });

  it('refuses every remote while the deployed shell predates the provided runtime', () => {
    writeFileSync(
      join(site, 'shell', 'platform.json'),
      JSON.stringify({ contractVersion: '1.4.0' }),
    );
    const { status, output } = release(checkoutSpeaking('1.4.0'));
    expect(status).toBe(1);
    expect(output).toContain('the deployed shell does not provide one');
    expect(() =>
      assertBundlerRuntimeProvided('mf-sport', '2.9.2', {
        contractVersion: '1.4.0',
        bundlerRuntime: '2.9.2',
      }),
    ).not.toThrow();
  });
});

describe('slim shared libraries at release', () => {
  it('deploy-shell records the names the shell gives, the ones the workspace builds with', () => {
    const shell = shellPlatformOf(join(workspaceRoot, 'shell'));
    expect(shell.slimExports?.['react-i18next']).toContain('useTranslation');
    expect(shell.slimExports).toEqual(slimExportsOf(join(workspaceRoot, 'mf-casino')));
  });

  it('refuses a remote whose slim libraries give a name the promoted shell does not, before building it', () => {
    const { status, output } = release(
      checkoutSpeaking('1.4.0', '2.9.2', { 'effector-react-slim.ts': 'useUnit, useList' }),
    );
    expect(status).toBe(1);
    expect(output).toContain(
      "mf-sport may use effector-react.useList, which the promoted shell's shared libraries do not give",
    );
    expect(existsSync(join(site, 'remotes', 'mf-sport'))).toBe(false);
  });

  it('accepts fewer names, and any names on a shell that shares the libraries whole', () => {
    const shell = {
      contractVersion: '1.4.0',
      slimExports: { effector: ['createStore', 'sample'] },
    };
    expect(() =>
      assertSlimExportsProvided('mf-sport', { effector: ['createStore'] }, shell),
    ).not.toThrow();
    expect(() =>
      assertSlimExportsProvided(
        'mf-sport',
        { effector: ['combine'] },
        { contractVersion: '1.4.0' },
      ),
    ).not.toThrow();
  });
});

describe('federation bundler runtime at deploy-shell', () => {
  it('lists the served versions (promoted, canary, last-known-good) released for another bundler runtime than the new shell provides, not those carrying their own', () => {
    const released = (remote: string, version: string, bundlerRuntime?: string) => {
      const dir = join(site, 'remotes', remote, version);
      mkdirSync(dir, { recursive: true });
      if (bundlerRuntime)
        writeFileSync(join(dir, 'built-with.json'), JSON.stringify({ bundlerRuntime }));
      return { version, entry: `/remotes/${remote}/${version}/mf-manifest.json` };
    };
    const file = {
      remotes: {
        'mf-home': {
          ...released('mf-home', '1.0.0', '2.9.2'),
          canary: { ...released('mf-home', '1.1.0', '2.9.1'), percent: 10 },
          lastKnownGood: released('mf-home', '0.9.0'),
          history: [],
        },
        'mf-casino': { ...released('mf-casino', '2.0.0', '2.9.2'), history: [] },
        'mf-sport': {
          version: '3.0.0',
          entry: 'https://cdn.example/mf-sport/3.0.0/mf-manifest.json',
          history: [],
        },
      },
    };
    const before = process.env.SITE_DIR;
    process.env.SITE_DIR = site;
    try {
      // 0.9.0 has no record: released with its own copy, it runs on any shell.
      expect(versionsOnOtherRuntime(file, '2.9.2')).toEqual(['mf-home 1.1.0 (built with 2.9.1)']);
      expect(versionsOnOtherRuntime(file, '2.9.1')).toEqual([
        'mf-home 1.0.0 (built with 2.9.2)',
        'mf-casino 2.0.0 (built with 2.9.2)',
      ]);
    } finally {
      if (before === undefined) delete process.env.SITE_DIR;
      else process.env.SITE_DIR = before;
    }
  });
});

describe('federation bundler runtime at promote, canary and pin', () => {
  it('refuses to serve a version released for another bundler runtime than the promoted shell provides', () => {
    const before = process.env.SITE_DIR;
    process.env.SITE_DIR = site;
    try {
      const at = (version: string, bundlerRuntime?: string) => {
        const dir = join(site, 'remotes', 'mf-home', version);
        mkdirSync(dir, { recursive: true });
        if (bundlerRuntime)
          writeFileSync(join(dir, 'built-with.json'), JSON.stringify({ bundlerRuntime }));
        return dir;
      };
      // The shell of this test's site provides 2.9.2 (platform.json, beforeEach).
      expect(() => assertServableOnShell('mf-home', '1.0.0', at('1.0.0', '2.9.2'))).not.toThrow();
      expect(() => assertServableOnShell('mf-home', '0.9.0', at('0.9.0'))).not.toThrow();
      expect(() => assertServableOnShell('mf-home', '0.8.0', at('0.8.0', '2.9.1'))).toThrow(
        'mf-home 0.8.0 was released for @module-federation/webpack-bundler-runtime 2.9.1; the promoted shell provides 2.9.2',
      );
    } finally {
      if (before === undefined) delete process.env.SITE_DIR;
      else process.env.SITE_DIR = before;
    }
  });
});

describe('federation bundler runtime at rollback and the last-known-good', () => {
  /** A released mf-home version on the test's site, built for `bundlerRuntime` (none: its own copy). */
  const released = (version: string, bundlerRuntime?: string) => {
    const dir = join(site, 'remotes', 'mf-home', version);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'routes.json'), '{"routes":[{"path":"/"}]}');
    if (bundlerRuntime)
      writeFileSync(join(dir, 'built-with.json'), JSON.stringify({ bundlerRuntime }));
    return { version, entry: `/remotes/mf-home/${version}/mf-manifest.json` };
  };

  it('refuses to roll back to a version released for another bundler runtime than the promoted shell provides', () => {
    // The shell provides 2.9.2 (beforeEach); 1.0.0 was built for the runtime before a forced deploy.
    const old = released('1.0.0', '2.9.1');
    const current = released('1.1.0', '2.9.2');
    const file = { remotes: { mf_home: { ...current, history: [old, current] } } };
    writeFileSync(join(site, 'remotes.json'), JSON.stringify(file));
    const refused = ops('rollback', 'mf-home');
    expect(refused.status).not.toBe(0);
    expect(refused.output).toContain(
      'mf-home 1.0.0 was released for @module-federation/webpack-bundler-runtime 2.9.1; the promoted shell provides 2.9.2',
    );
    expect(JSON.parse(readFileSync(join(site, 'remotes.json'), 'utf8'))).toEqual(file);
    // A version carrying its own copy of the runtime is rolled back to.
    rmSync(join(site, 'remotes', 'mf-home', '1.0.0', 'built-with.json'));
    expect(ops('rollback', 'mf-home').status).toBe(0);
    expect(
      JSON.parse(readFileSync(join(site, 'remotes.json'), 'utf8')).remotes.mf_home.version,
    ).toBe('1.0.0');
  });

  it('servableOnShell tells the versions the shell could fall back to', () => {
    const before = process.env.SITE_DIR;
    process.env.SITE_DIR = site;
    try {
      const servable = servableOnShell('mf-home');
      expect(servable(released('1.0.0', '2.9.2'))).toBe(true);
      expect(servable(released('0.9.0'))).toBe(true);
      expect(servable(released('0.8.0', '2.9.1'))).toBe(false);
      expect(
        servable({ version: '0.8.0', entry: 'https://cdn.example/mf-home/0.8.0/mf-manifest.json' }),
      ).toBe(true);
    } finally {
      if (before === undefined) delete process.env.SITE_DIR;
      else process.env.SITE_DIR = before;
    }
  });
});

describe('shared singletons at release', () => {
  // The shell's share scope as its mf-manifest.json lists it (name, version provided).
  const reactVersion = (
    JSON.parse(
      readFileSync(join(workspaceRoot, 'shell', 'node_modules', 'react', 'package.json'), 'utf8'),
    ) as {
      version: string;
    }
  ).version;
  const shellShared = [
    {
      name: 'react',
      version: reactVersion,
      requiredVersion: `^${reactVersion.split('.')[0]}.0.0`,
      singleton: true,
    },
    { name: 'i18next', version: '26.7.2', requiredVersion: '^26.0.0', singleton: true },
  ];
  const react = shellShared[0]!;

  it('accepts a remote built with the workspace’s own ranges', () => {
    expect(unsatisfiedSingletons(shellShared, shellShared)).toEqual([]);
  });

  it('refuses a singleton required at a version the shell does not share', () => {
    const next = `^${Number(react.version.split('.')[0]) + 1}.0.0`;
    expect(
      unsatisfiedSingletons(
        [
          { name: 'react', version: '99.0.0', requiredVersion: next, singleton: true },
          { name: 'i18next', version: '26.0.0', requiredVersion: '^26.0.0', singleton: true },
          // Not shared by the shell: the remote brings its own; not the shell's business.
          {
            name: '@casino/shared/router',
            version: '9.0.0',
            requiredVersion: '^9.0.0',
            singleton: true,
          },
        ],
        shellShared,
      ),
    ).toEqual([`react ${next} (the shell shares ${react.version})`]);
  });

  it('reads the ranges our builds declare', () => {
    expect(satisfies('19.3.1', '^19.0.0')).toBe(true);
    expect(satisfies('19.3.1', '^20.0.0')).toBe(false);
    expect(satisfies('18.9.9', '^19.0.0')).toBe(false);
    expect(satisfies('0.3.1', '^0.2.0')).toBe(false);
    expect(satisfies('1.2.9', '~1.2.0')).toBe(true);
    expect(satisfies('1.3.0', '~1.2.0')).toBe(false);
    expect(satisfies('2.0.0', '>=1.9.0')).toBe(true);
    expect(satisfies('1.0.0', '1.0.0')).toBe(true);
    expect(() => satisfies('1.0.0', '1.x || 2.x')).toThrow(/Unsupported/);
  });
});
