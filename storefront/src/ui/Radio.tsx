import { Choice, type ChoiceProps } from './Choice';

/** A native radio button with its label; inside a RadioGroup it takes the group's name and value. */
export function Radio(props: ChoiceProps & { value: string }) {
  return <Choice {...props} type="radio" />;
}
