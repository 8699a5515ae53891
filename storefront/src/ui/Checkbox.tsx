import { Choice, type ChoiceProps } from './Choice';

/** A native checkbox with its label, in the shop's colour. */
export function Checkbox(props: ChoiceProps) {
  return <Choice {...props} type="checkbox" />;
}
