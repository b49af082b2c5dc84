import { defineRemoteConfig } from '@casino/shared/build/remote';

export default defineRemoteConfig({
  dir: import.meta.dirname,
  name: 'mf_sport',
  exposes: { './app': './src/app.tsx' },
  devPort: 3103,
});
