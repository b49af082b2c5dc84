import { defineRemoteConfig } from '@casino/shared/build/remote';

export default defineRemoteConfig({
  dir: import.meta.dirname,
  name: 'mf_casino',
  exposes: {
    './app': './src/app.tsx',
    './widgets': './src/widgets.tsx',
    './game-rail': './src/game-rail.tsx',
  },
  devPort: 3102,
});
