import { toLatinDigits } from '@dashboard/contracts';
import { Input } from 'antd';
import { useEffect, useState } from 'react';

/** Digits only: Arabic-Indic digits are the same numbers. */
const digitsOf = (typed: string) => toLatinDigits(typed).replace(/\D/g, '');

/**
 * A list's batch filter (`filter-batch`): a batch's number, typed (any
 * digits), told to the list once the user pauses, presses Enter or leaves the
 * field; it follows the URL when a batch's link sets it.
 */
export function BatchFilter(props: {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  label: string;
}) {
  const { value = '', onChange } = props;
  const [text, setText] = useState(value);
  const [prev, setPrev] = useState(value);
  if (value !== prev) {
    setPrev(value);
    setText(value);
  }
  const commit = (typed: string) => {
    const digits = digitsOf(typed);
    if (digits !== value) onChange(digits || undefined);
  };
  useEffect(() => {
    const digits = digitsOf(text);
    if (digits === value) return;
    const timer = setTimeout(() => onChange(digits || undefined), 500);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <Input
      allowClear
      inputMode="numeric"
      style={{ inlineSize: 150, maxInlineSize: '100%' }}
      aria-label={props.label}
      placeholder={props.label}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        // Cleared with the clear button: at once.
        if (e.target.value === '') onChange(undefined);
      }}
      onPressEnter={() => commit(text)}
      onBlur={() => commit(text)}
      data-testid="filter-batch"
    />
  );
}
