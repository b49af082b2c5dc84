/**
 * single-spa lifecycles for a React root, the one way every application of the site (the shell's
 * chrome pieces and each remote) is mounted: Suspense for lazy pages and translations, and the
 * generic 'Unexpected Application Error!' screen when rendering throws.
 */
import i18next from 'i18next';
import React, { startTransition, Suspense, type ComponentType } from 'react';
import ReactDOMClient, { type Root, type RootOptions } from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import './error-screen.css';

function ErrorScreen() {
  return (
    <div role="alert" className="app-error-screen">
      <h2>
        {i18next.t('shell:errors.unexpected', { defaultValue: 'Unexpected Application Error!' })}
      </h2>
      <button type="button" onClick={() => location.reload()}>
        {i18next.t('shell:errors.reload', { defaultValue: 'Reload' })}
      </button>
    </div>
  );
}

/**
 * The first render of an application is a transition: React renders it in slices of a few
 * milliseconds and lets the browser paint and answer input in between, instead of one long task
 * per application while the page starts (spec budget: total blocking time ≤ 150 ms on a phone).
 */
const interruptibleClient = {
  ...ReactDOMClient,
  createRoot(container: Element | DocumentFragment, options?: RootOptions): Root {
    const root = ReactDOMClient.createRoot(container, options);
    return {
      ...root,
      render: (children) => startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
};

export function reactLifecycles(Page: ComponentType) {
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: interruptibleClient,
    rootComponent: () => (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    ),
    errorBoundary: (error: Error) => {
      console.error(error);
      return <ErrorScreen />;
    },
  });
  return { bootstrap: lifecycles.bootstrap, mount: lifecycles.mount, unmount: lifecycles.unmount };
}
