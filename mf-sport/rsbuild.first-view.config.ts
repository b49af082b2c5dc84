import { defineFirstViewConfig } from '@casino/shared/build/first-view';

export default defineFirstViewConfig({
  dir: import.meta.dirname,
  entry: './src/first-view/server.tsx',
});
