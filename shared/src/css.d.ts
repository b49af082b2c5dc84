// A stylesheet imported for its side effect is bundled by each app's Rsbuild; TypeScript only
// needs to know the import names a module.
declare module '*.css';
