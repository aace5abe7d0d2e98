import { Input, type InputProps } from 'antd';
import type { TextAreaProps } from 'antd/es/input';

/**
 * The direction of a text typed in either language: its first letter's (`auto`) once it holds one;
 * empty, the page's, where the browser's `auto` would put the caret on the left of an Arabic form.
 */
const dirOf = (value: unknown) => (typeof value === 'string' && value !== '' ? 'auto' : undefined);

/** A one-line text a user may type in Arabic or English (a person's name): a form's field. */
export function AnyLanguageInput(props: InputProps) {
  return <Input {...props} dir={dirOf(props.value)} />;
}

/** A longer text a user may type in Arabic or English (a description): a form's field. */
export function AnyLanguageTextArea(props: TextAreaProps) {
  return <Input.TextArea {...props} dir={dirOf(props.value)} />;
}
