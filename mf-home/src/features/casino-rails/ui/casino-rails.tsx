import { useHydrated } from '@casino/shared/app/first-render';
import { SectionFailure, Skeleton } from '@casino/shared/ui';
import { useGate, useUnit } from 'effector-react';
import { Component, memo, useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { $isMobile } from '../../../entities/session';
import { $railsFailed, $railsModule, CasinoRailsGate, renderFailed, retryClicked } from '../model';
import { HOME_RAILS, type HomeRail } from '../rails';
import styles from './casino-rails.module.css';

/** Catches the casino's rails throwing while rendering: our page stays, with its notice. */
class RailsBoundary extends Component<
  { onError: (error: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The device's rail shape; null: not known yet (the server's first view), the phone's below 768 px. */
const shapeOf = (mobile: boolean | null) =>
  mobile === null ? styles.byWidth : mobile ? styles.row : styles.grid;

/** Holds a rail's place while the casino's module arrives (no shift when it comes). */
function RailPlaceholder({
  rail,
  title,
  mobile,
}: {
  rail: HomeRail;
  title: string;
  mobile: boolean | null;
}) {
  return (
    <section className={styles.rail} aria-busy="true" data-rail-placeholder={rail.id}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={shapeOf(mobile)} aria-hidden="true">
        {Array.from({ length: rail.pageSize }, (_, index) => (
          <li key={index} className={styles.skeleton}>
            <Skeleton height="100%" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every rail's place; redrawn only when the device or the texts change. */
const RailPlaceholders = memo(function RailPlaceholders({ mobile }: { mobile: boolean | null }) {
  const { t } = useTranslation('home');
  // The favourites row is shown only to a player who has favourites: no place held for it.
  return HOME_RAILS.filter((rail) => !rail.favourites).map((rail) => (
    <RailPlaceholder key={rail.id} rail={rail} title={t(rail.titleKey)} mobile={mobile} />
  ));
});

/**
 * The home page's game rails, drawn by the casino team's `mf_casino/game-rail`; in their place,
 * skeletons while it loads and our own notice with a retry when it cannot load or throws.
 */
export function CasinoRails() {
  const { t } = useTranslation('home');
  useGate(CasinoRailsGate);
  const [loaded, failed, mobile, onRetry, onRenderFailed] = useUnit([
    $railsModule,
    $railsFailed,
    $isMobile,
    retryClicked,
    renderFailed,
  ]);
  // The rails mount as a transition (total blocking time): the module's arrival re-renders this at
  // React's synchronous priority (a store read by `useUnit`), where four rails drawn, their
  // gates opened and their requests sent were one 50-60 ms task on Lighthouse's phone. The
  // placeholders stay for that render (memo: nothing to redraw) and the rails are drawn in slices
  // in a later task, their effects after them.
  const module = useDeferredValue(loaded);
  // The server cannot know the device: its placeholders take the phone's shape below 768 px.
  const known = useHydrated();
  if (failed) {
    return (
      <SectionFailure
        as="section"
        fallback="casino-rails"
        message={t('casinoRails.unavailable')}
        retryLabel={t('retry')}
        onRetry={onRetry}
      />
    );
  }
  if (!module) return <RailPlaceholders mobile={known ? mobile : null} />;
  const { GameRail } = module;
  return (
    <RailsBoundary onError={onRenderFailed}>
      {HOME_RAILS.map(({ titleKey, ...rail }) => (
        <GameRail key={rail.id} rail={{ ...rail, title: t(titleKey) }} />
      ))}
    </RailsBoundary>
  );
}
