/**
 * single-spa lifecycles for a React root, the one way every application of the site (the shell's
 * chrome pieces and each remote) is mounted: Suspense for lazy pages and translations, and the
 * generic error screen of spec §8 when rendering throws.
 */
import i18next from 'i18next';
import React, { Suspense, type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import './error-screen.css';

function ErrorScreen() {
  return (
    <div role="alert" className="app-error-screen">
      <h2>{i18next.t('shell:errors.unexpected', { defaultValue: 'Unexpected Application Error!' })}</h2>
      <button type="button" onClick={() => location.reload()}>
        {i18next.t('shell:errors.reload', { defaultValue: 'Reload' })}
      </button>
    </div>
  );
}

export function reactLifecycles(Root: ComponentType) {
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: () => (
      <Suspense fallback={null}>
        <Root />
      </Suspense>
    ),
    errorBoundary: (error: Error) => {
      console.error(error);
      return <ErrorScreen />;
    },
  });
  return { bootstrap: lifecycles.bootstrap, mount: lifecycles.mount, unmount: lifecycles.unmount };
}
