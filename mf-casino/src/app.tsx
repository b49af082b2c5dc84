/** single-spa lifecycles of the casino remote (all its routes). */
import { BUS_CONTRACT_VERSION } from '@casino/shared/events';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { NAMESPACE } from './i18n';
import { CasinoRoutes } from './routes';

export const contractVersion = BUS_CONTRACT_VERSION;
/** Built in by the release command; the shell stamps it on the application's container. */
export const remoteVersion = process.env.REMOTE_VERSION;
export const namespaces = [NAMESPACE];

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: CasinoRoutes,
  errorBoundary: (error: Error) => {
    console.error(error);
    return <p role="alert">Unexpected Application Error!</p>;
  },
});

export const { bootstrap, mount, unmount } = lifecycles;
