import { SportFrame, type SportView } from '../../features/sport-frame';
import styles from './sport.module.css';

export function SportPage({ view }: { view: SportView }) {
  return (
    <section
      className={styles.sport}
      data-remote="mf-sport"
      data-version={process.env.REMOTE_VERSION}
      data-view={view}
    >
      <SportFrame view={view} />
    </section>
  );
}
