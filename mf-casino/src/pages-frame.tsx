import { Suspense, type ReactNode } from 'react';

/**
 * What holds every page of ours, in the browser (under the router) and in the first-view renderer
 * alike: a hydrated page's server markup must have the app's very Suspense boundaries.
 */
export function PagesFrame({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
