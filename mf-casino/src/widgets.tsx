/** single-spa lifecycles of the widgets column the shell's desktop layout places. */
import { BUS_CONTRACT_VERSION } from '@casino/shared/events';
import React, { Suspense } from 'react';
import ReactDOMClient from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import singleSpaReact from 'single-spa-react';
import { NAMESPACE } from './i18n';

export const contractVersion = BUS_CONTRACT_VERSION;
export const remoteVersion = process.env.REMOTE_VERSION;
export const namespaces = [NAMESPACE];

function Widgets() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div data-remote="mf-casino-widgets">
      <section aria-label={t('jackpot.title')}><h2>{t('jackpot.title')}</h2></section>
      <section aria-label={t('topWins.title')}><h2>{t('topWins.title')}</h2></section>
    </div>
  );
}

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: () => (
    <Suspense fallback={null}>
      <Widgets />
    </Suspense>
  ),
  errorBoundary: (error: Error) => {
    console.error(error);
    return <p role="alert">Unexpected Application Error!</p>;
  },
});

export const { bootstrap, mount, unmount } = lifecycles;
