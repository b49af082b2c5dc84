// One lint set-up for the workspace. Import boundaries: a remote never imports another remote or
// the shell; shared/ imports no front-end package; the shell never imports a remote.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['mf-home', 'mf-casino', 'mf-sport', 'mf-account'];

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
          patterns: [routerThroughShared, ...forbidden.map((name) => ({
            group: [`@casino/${name}`, `@casino/${name}/*`, `**/${name}/**`, `../${name}`],
            message: `${own} may not import ${name}: talk over the event bus instead.`,
          }))],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'var/**', '**/.scratch*', '**/*.d.ts', '**/rsbuild.config.ts.timestamp*'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
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
  ...remotes.map((remote) => boundaries(remote, [...remotes.filter((other) => other !== remote), 'shell'])),
  boundaries('shared', [...remotes, 'shell']),
  boundaries('shell', remotes),
);
