import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { $modal, modalDismissed } from '../../../services/modal/model';
import { Dialog } from './dialog';
import { RemoteContent } from './remote-content';
import { MenuChoice } from './menu-choice';
import styles from './overlays.module.css';

// The login form is code most visitors never need at first load.
const LoginForm = lazy(() =>
  import('../../login/ui/login-form').then((module) => ({ default: module.LoginForm })),
);

/** The global modal: a remote's content, the login modal or the sport choice. */
export function ModalHost() {
  const { t } = useTranslation('shell');
  const [modal, dismiss] = useUnit([$modal, modalDismissed]);
  if (!modal) return null;
  const onClose = () => dismiss();
  if (modal.kind === 'login') {
    return (
      <Dialog
        labelledBy="login-modal-title"
        onClose={onClose}
        className={styles.bare}
        testId="login-modal"
      >
        <Suspense fallback={<p className={styles.loading}>{t('loading')}</p>}>
          <LoginForm surface="modal" titleId="login-modal-title" onClose={onClose} />
        </Suspense>
      </Dialog>
    );
  }
  if (modal.kind === 'menu-choice') {
    return (
      <Dialog
        labelledBy="menu-choice-title"
        onClose={onClose}
        className={styles.sheet}
        testId={`${modal.item.name}-modal`}
      >
        <MenuChoice item={modal.item} />
      </Dialog>
    );
  }
  return (
    <Dialog label={modal.content.label} onClose={onClose} testId="remote-modal">
      <button
        type="button"
        className={`${styles.closeButton} ${styles.floatingClose}`}
        aria-label={t('modal.close')}
        onClick={onClose}
      >
        ×
      </button>
      <RemoteContent content={modal.content} />
    </Dialog>
  );
}
