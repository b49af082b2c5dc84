import { Skeleton } from '@casino/shared/ui';
import styles from './game-list.module.css';

const FILTER_SKELETONS = 15;
/** A choice's height (`.filter`'s min-block-size): the loaded row is exactly as tall as its skeleton. */
const FILTER_HEIGHT = 44;

interface Option {
  id: string;
  name: string;
  image?: string;
}

/** A row of choices with 'All' first; null options mean still loading. */
export function FilterBar({
  label,
  allLabel,
  options,
  selected,
  onSelect,
}: {
  label: string;
  allLabel: string;
  options: Option[] | null;
  selected: string | null;
  onSelect: (id: string | null) => void;
}) {
  if (options === null) {
    return (
      <div className={styles.filters} role="status" aria-busy="true" aria-label={label}>
        {Array.from({ length: FILTER_SKELETONS }, (_, index) => (
          <span key={index} className={styles.filterSkeleton}>
            <Skeleton height={FILTER_HEIGHT} />
          </span>
        ))}
      </div>
    );
  }
  return (
    <div className={styles.filters} role="group" aria-label={label}>
      <button
        type="button"
        className={styles.filter}
        aria-pressed={selected === null}
        onClick={() => onSelect(null)}
      >
        {allLabel}
      </button>
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          className={styles.filter}
          aria-pressed={selected === option.id}
          onClick={() => onSelect(option.id)}
        >
          {option.name}
        </button>
      ))}
    </div>
  );
}
