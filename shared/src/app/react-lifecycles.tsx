/**
 * single-spa lifecycles for a React root, the one way every application of the site (the shell's
 * chrome pieces and each remote) is mounted: Suspense for lazy pages and translations, and the
 * generic 'Unexpected Application Error!' screen when rendering throws. A root whose container
 * holds the markup its remote drew on the server (the shell says so with the `serverMarkup`
 * prop) hydrates it instead of drawing its own (docs/first-view.md, "Hydration").
 */
import i18next from 'i18next';
import React, { startTransition, type ComponentType, type ReactNode } from 'react';
import ReactDOMClient, {
  type HydrationOptions,
  type Root,
  type RootOptions,
} from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { appRoot } from './first-render';
import './error-screen.css';

export {
  appRoot,
  FirstRenderAnswers,
  resetEmbeddedAnswers,
  useFirstRenderAnswer,
  useHydrated,
} from './first-render';

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
 * A hydration that did not match the server's markup: React has drawn the part that differed
 * itself (the page stays whole); the report says which application's first view needs fixing.
 */
export function reportHydrationMismatch(application: string, error: unknown): void {
  console.warn(`[hydration] ${application}: the server's markup was replaced`, error);
}

/**
 * The first render of an application is a transition: React renders it in slices of a few
 * milliseconds and lets the browser paint and answer input in between, instead of one long task
 * per application while the page starts (spec budget: total blocking time ≤ 150 ms on a phone).
 * A hydration is sliced by React itself.
 */
function clientFor(application: { name: string }) {
  return {
    ...ReactDOMClient,
    createRoot(container: Element | DocumentFragment, options?: RootOptions): Root {
      const root = ReactDOMClient.createRoot(container, options);
      return {
        ...root,
        render: (children) => startTransition(() => root.render(children)),
        unmount: () => root.unmount(),
      };
    },
    hydrateRoot(container: Element | Document, children: ReactNode, options?: HydrationOptions) {
      return ReactDOMClient.hydrateRoot(container, children, {
        ...options,
        onRecoverableError: (error) => reportHydrationMismatch(application.name, error),
      });
    },
  };
}

export function reactLifecycles(Page: ComponentType) {
  /** The application being mounted, and whether its container holds its server markup. */
  const mounting = { name: '', hydrate: false };
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: clientFor(mounting),
    renderType: () => (mounting.hydrate ? 'hydrateRoot' : 'createRoot'),
    rootComponent: () => appRoot(Page),
    errorBoundary: (error: Error) => {
      console.error(error);
      return <ErrorScreen />;
    },
  });
  return {
    bootstrap: lifecycles.bootstrap,
    mount: (props: Parameters<typeof lifecycles.mount>[0] & { serverMarkup?: unknown }) => {
      // single-spa-react reads the render type as it mounts, synchronously.
      mounting.name = props.name;
      mounting.hydrate = props.serverMarkup === true;
      return lifecycles.mount(props);
    },
    unmount: lifecycles.unmount,
  };
}
