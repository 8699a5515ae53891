/** The class names that apply, space-separated: `cx(styles.button, fullWidth && styles.fullWidth, className)`. */
export const cx = (...names: (string | false | null | undefined)[]): string => names.filter(Boolean).join(' ');
