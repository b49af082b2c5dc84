/** single-spa lifecycles of the widgets column the shell's desktop layout places. */
import { reactLifecycles } from '@casino/shared/app';
import { BUS_CONTRACT_VERSION } from '@casino/shared/events';
import { useUnit } from 'effector-react';
import { $isMobile } from './entities/session';
import { NAMESPACE } from './i18n';
import { JackpotPanel } from './widgets/jackpot-panel';
import { TopWins } from './widgets/top-wins';
import styles from './widgets.module.css';

export const contractVersion = BUS_CONTRACT_VERSION;
/** Built in by the release command; the shell stamps it on the widgets' container. */
export const remoteVersion = process.env.REMOTE_VERSION;
export const namespaces = [NAMESPACE];

function Widgets() {
  // The column belongs to the desktop layout; on mobile it asks nothing of the API.
  const mobile = useUnit($isMobile);
  if (mobile) return null;
  return (
    <div className={styles.column} data-remote="mf-casino-widgets">
      <JackpotPanel />
      <TopWins />
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactLifecycles(Widgets);
