import { Input, type InputProps } from 'antd';
import type { TextAreaProps } from 'antd/es/input';

/**
 * The direction of a text typed in either language: its first letter's once it holds one (right to
 * left for Arabic or Hebrew, else left to right); empty, the page's. Written out rather than left to
 * the browser's `dir="auto"`, which is left to right while empty (the caret on the left of an Arabic
 * form) and which Ant Design's right-to-left rule overrides on an input.
 */
export function directionOf(value: unknown): 'ltr' | 'rtl' | undefined {
  const letter = typeof value === 'string' ? /\p{L}/u.exec(value)?.[0] : undefined;
  if (letter === undefined) return undefined;
  return /[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(letter) ? 'rtl' : 'ltr';
}

/** A one-line text a user may type in Arabic or English (a person's name): a form's field. */
export function AnyLanguageInput(props: InputProps) {
  return <Input {...props} dir={directionOf(props.value)} />;
}

/** A longer text a user may type in Arabic or English (a description): a form's field. */
export function AnyLanguageTextArea(props: TextAreaProps) {
  return <Input.TextArea {...props} dir={directionOf(props.value)} />;
}
