import type { ReactNode } from 'react';
import { BrowserRouter, useInRouterContext } from 'react-router-dom';

/**
 * The router every remote's routes sit in: the browser's history, unless a router is already
 * around them. A first-view renderer puts the page's location around the app's root
 * (`ServerRouter` of `@casino/shared/router/server`), so the server draws the very routes the
 * browser then hydrates (docs/first-view.md, "Hydration").
 */
export function AppRouter({ children }: { children: ReactNode }) {
  return useInRouterContext() ? children : <BrowserRouter>{children}</BrowserRouter>;
}
