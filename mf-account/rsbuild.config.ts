import { defineRemoteConfig } from '@casino/shared/build/remote';

export default defineRemoteConfig({
  dir: import.meta.dirname,
  name: 'mf_account',
  exposes: { './app': './src/app.tsx' },
  devPort: 3104,
});
