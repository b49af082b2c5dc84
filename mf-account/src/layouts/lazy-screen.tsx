/**
 * An account screen: its own chunk, so a route downloads only what it shows. Until the markup is
 * the app's it is the pending skeleton, which is what the server draws for it (the server renders
 * no screen: they need the player and their data), so hydrating adopts the server's nodes; then
 * the pending skeleton again while the chunk loads, under the profile area's tab bar.
 */
import { useHydrated } from '@casino/shared/app/first-render';
import { lazy, Suspense, type ComponentType } from 'react';
import { UserPending } from './user-pending';

export function lazyScreen<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Screen = lazy(() => load().then((component) => ({ default: component })));
  return function LazyScreen(props: Props) {
    if (!useHydrated()) return <UserPending />;
    return (
      <Suspense fallback={<UserPending />}>
        <Screen {...props} />
      </Suspense>
    );
  };
}
