/** single-spa lifecycles for one piece of the shell's chrome, with the generic error screen. */
import React, { Suspense, type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ErrorScreen } from './error-screen';

export function chromeApp(Root: ComponentType) {
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
