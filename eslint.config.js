// One lint set-up for the workspace. Import boundaries: a remote never imports another remote or
// the shell (what it shows of another remote comes at runtime, `@casino/shared/remotes`); shared/
// imports no front-end package; the shell never imports a remote; the edge (a server) imports
// neither: what it needs of them is what they publish. Every package, the API and the providers
// included, reaches another only through its exports, by package name: never by a relative path
// into its src/, test/ or build/. shared/src/import-boundaries.test.ts runs the lint on bad imports.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['mf-home', 'mf-casino', 'mf-sport', 'mf-account'];

/**
 * Bus events a remote may not emit: the shell's facts and the commands only the shell sends
 * (`eventRoles` in shared/src/events/contract.ts; shared/src/events/event-table.test.ts checks
 * that this list is exactly the events no remote may emit there).
 */
export const NOT_FROM_REMOTES = [
  'auth:login-succeeded',
  'auth:changed',
  'auth:unauthorized',
  'language:changed',
  'user:updated',
  'device:changed',
  'sport:reset',
];

// A workspace package is imported through its exports (package.json), never its sources.
const throughExports = {
  group: ['@casino/*/src', '@casino/*/src/**'],
  message: "Import a workspace package through its exports (its package.json), not its 'src/'.",
};

// react-router-dom is reached through @casino/shared/router (see there why).
const routerThroughShared = {
  group: ['react-router-dom', 'react-router'],
  message: "Import routing from '@casino/shared/router'.",
};

/** Every workspace package, by folder. */
const PACKAGES = [
  'shared',
  'shell',
  'edge',
  ...remotes,
  'api',
  'e2e',
  'providers/studio',
  'providers/sportsbook',
  'providers/wallet-client',
  'providers/kit',
];

/**
 * A relative path into another package's files (`../../../api/src/test/harness`): the lint sees
 * the path as written, so a relative path naming another package's folder followed by src/,
 * test/ or build/ is refused (a package name such as `@casino/shared/build/release` is an export).
 */
function notIntoOthers(own) {
  return PACKAGES.filter((other) => other !== own).map((other) => {
    const name = other.split('/').pop();
    return {
      regex: `^\\.\\.?/(.*/)?${name}/(src|test|build)(/|$)`,
      message: `${own} may not reach into ${other}'s files by path: import what it exports (its package.json), e.g. @casino/api/testing.`,
    };
  });
}

function boundaries(own, forbidden = [], layer = {}) {
  const { files = [`${own}/**/*.{ts,tsx,mts,mjs}`], ignores = [], extra = [] } = layer;
  return {
    files,
    ignores: ['shared/src/router/**', ...ignores],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            routerThroughShared,
            ...forbidden.map((name) => ({
              group: [`@casino/${name}`, `@casino/${name}/*`, `**/${name}/**`, `../${name}`],
              message: `${own} may not import ${name}: talk over the event bus, or load what it exposes at runtime (@casino/shared/remotes).`,
            })),
            ...notIntoOthers(own),
            ...extra,
            throughExports,
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'var/**',
      '**/.scratch*',
      '**/*.d.ts',
      '**/rsbuild.config.ts.timestamp*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-empty-pattern': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: remotes.map((remote) => `${remote}/src/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name="emit"][arguments.0.value=/^(${NOT_FROM_REMOTES.join('|')})$/]`,
          message:
            "Remotes emit the shell's commands and facts of their own only (see the event table in shared/README.md).",
        },
      ],
    },
  },
  ...remotes.map((remote) =>
    boundaries(remote, [...remotes.filter((other) => other !== remote), 'shell']),
  ),
  boundaries('shared', [...remotes, 'shell']),
  boundaries('shell', remotes),
  boundaries('edge', [...remotes, 'shell']),
  // The API and the providers are servers: no front-end package at all.
  boundaries('api', [...remotes, 'shell', 'edge']),
  // The API's HTTP plumbing sits below its modules: a module uses it, never the other way round
  // (a module's refusal reaches the error handler as an InvalidRequestError). Tests may use both.
  boundaries('api', [...remotes, 'shell', 'edge'], {
    files: ['api/src/http/**/*.ts'],
    ignores: ['api/src/http/**/*.test.ts'],
    extra: [
      {
        group: ['../modules', '../modules/**'],
        message:
          'api/src/http may not import a module: the module imports http/ (app-error, validation) instead.',
      },
    ],
  }),
  ...['studio', 'sportsbook', 'wallet-client', 'kit'].map((provider) =>
    boundaries(`providers/${provider}`, [...remotes, 'shell', 'edge']),
  ),
  boundaries('e2e'),
  {
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Property[key.name="fullPage"][value.value=true]',
          message:
            'A full-page screenshot resizes the viewport for a moment: the site can switch layouts under it and lose what the test set up. Take the viewport (e2e/README.md).',
        },
      ],
    },
  },
);
