/**
 * What a list draws from its stores, drawn in a transition, to keep total blocking time low.
 *
 * effector-react's `useUnit` reads stores through `useSyncExternalStore`: a store update (the
 * games coming back, a page appended) re-renders at React's synchronous priority, in one task, and
 * a list of 16–30 tiles is a 50–120 ms task on Lighthouse's phone. The list's part that draws the
 * tiles takes this hook's value instead: React first commits the old view (nothing to do: the
 * tiles' component is `memo`), then draws the new one as a transition, in slices of ~5 ms with the
 * browser free in between. The first render is not deferred (the view the page starts with).
 */
import { useDeferredValue, useMemo } from 'react';

export function useDeferredView<View extends Record<string, unknown>>(view: View): View {
  // One object per distinct set of values: a new object on every render would start a
  // background render on every render.
  const stable = useMemo(() => view, Object.values(view));
  return useDeferredValue(stable);
}
