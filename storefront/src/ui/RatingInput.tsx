import { useId } from 'react';
import { cx } from './classNames';
import { StarIcon } from './icons';
import styles from './RatingInput.module.css';

const STARS = [1, 2, 3, 4, 5];

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
          <label key={star} className={cx(styles.star, value !== null && star <= value && styles.filled)}>
            <input type="radio" className="visually-hidden" name={name} value={star} checked={value === star} onChange={() => onChange(star)} />
            <StarIcon fontSize="inherit" />
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
