// The ES builds of the libraries shared as a slim module of ours, under names Module Federation
// does not share (aliases, `sharedAliases` in federation.ts), read by the *-slim.ts modules only.
declare module 'react-i18next-unshared' {
  export * from 'react-i18next';
}
declare module 'effector-react-unshared' {
  export * from 'effector-react';
}
declare module 'effector-unshared' {
  export * from 'effector';
}
