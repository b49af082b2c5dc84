import { defineRemoteConfig } from '@casino/shared/build/remote';
import { mergeRsbuildConfig } from '@rsbuild/core';

export default mergeRsbuildConfig(
  defineRemoteConfig({
    dir: import.meta.dirname,
    name: 'mf_casino',
    exposes: {
      './app': './src/app.tsx',
      './widgets': './src/widgets.tsx',
      './game-rail': './src/game-rail.tsx',
    },
    devPort: 3102,
  }),
  // The edge writes the previews' first view with these texts (edge/src/preview-first-view.ts).
  { output: { copy: [{ from: './locales', to: 'locales' }] } },
);
