import { defineRemoteConfig } from '@casino/shared/build/remote';

export default defineRemoteConfig({
  dir: import.meta.dirname,
  name: 'mf_account',
  exposes: { './app': './src/app.tsx', './session-clock': './src/session-clock.tsx' },
  devPort: 3104,
});
