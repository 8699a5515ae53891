import { useId } from 'react';
import styles from './RatingInput.module.css';

const STARS = [1, 2, 3, 4, 5];

/** The Material "Star" icon's path. */
const STAR_PATH = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';

export interface RatingInputProps {
  /** The group's label (its legend). */
  label: string;
  name: string;
  value: number | null;
  onChange: (rating: number) => void;
  /** Each star's name for screen readers: '4 out of 5 stars'. */
  starLabel: (rating: number) => string;
  /** Shown under the stars and read with the group. */
  error?: string;
}

/**
 * Five stars to choose from: a native radio group (its arrow keys, its one tab stop), each radio hidden behind
 * its star; the stars up to the chosen one are filled, and up to the hovered one while the pointer is over them.
 */
export function RatingInput({ label, name, value, onChange, starLabel, error }: RatingInputProps) {
  const errorId = useId();
  return (
    <fieldset className={styles.rating} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.stars}>
        {STARS.map((star) => (
          <label key={star} className={value !== null && star <= value ? `${styles.star} ${styles.filled}` : styles.star}>
            <input type="radio" className="visually-hidden" name={name} value={star} checked={value === star} onChange={() => onChange(star)} />
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={STAR_PATH} />
            </svg>
            <span className="visually-hidden">{starLabel(star)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
