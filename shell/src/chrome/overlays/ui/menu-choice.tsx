import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { modalClosed } from '../../../services/modal/model';
import { AppLink } from '../../lib/app-link';
import { CloseIcon } from '../../lib/icons';
import { labelOf, type MenuItem } from '../../sidebar/menu';
import styles from './overlays.module.css';

/** The links of a menu group the bottom navigation offers (Sport: Prematch or Live), as its remote published them. */
export function MenuChoice({ item }: { item: MenuItem }) {
  const { t, i18n } = useTranslation('shell');
  const close = useUnit(modalClosed);
  return (
    <div data-testid={`${item.name}-choice`}>
      <div className={styles.dialogHead}>
        <h2 id="menu-choice-title">{labelOf(item, i18n.language)}</h2>
        <button
          type="button"
          className={styles.closeButton}
          aria-label={t('modal.close')}
          onClick={() => close()}
        >
          <CloseIcon />
        </button>
      </div>
      <div className={styles.choices}>
        {(item.children ?? []).map((child) => {
          const Icon = child.icon;
          return (
            <AppLink
              key={child.name}
              to={child.mobilePath ?? child.path}
              className={styles.choice}
              onClick={() => close()}
            >
              {Icon && <Icon size={28} />}
              {labelOf(child, i18n.language)}
            </AppLink>
          );
        })}
      </div>
    </div>
  );
}
