// One lint set-up for the workspace. Import boundaries: a remote never imports another remote or
// the shell (what it shows of another remote comes at runtime, `@casino/shared/remotes`); shared/
// imports no front-end package; the shell never imports a remote; the edge (a server) imports
// neither: what it needs of them is what they publish; a package is imported through its exports. shared/src/import-boundaries.test.ts runs the lint on bad imports.
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

function boundaries(own, forbidden) {
  return {
    files: [`${own}/**/*.{ts,tsx}`],
    ignores: ['shared/src/router/**'],
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
);
