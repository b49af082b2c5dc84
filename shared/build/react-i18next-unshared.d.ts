// `react-i18next-unshared`: the ES build of react-i18next under a name Module Federation does not
// share (an alias, `sharedAliases` in federation.ts), read by react-i18next-slim.ts only.
declare module 'react-i18next-unshared' {
  export * from 'react-i18next';
}
