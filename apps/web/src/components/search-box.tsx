import { Input } from 'antd';
import { useEffect, useState } from 'react';

/** A search field that tells its owner after the user pauses typing. */
export function SearchBox(props: { value: string; onSearch: (q: string) => void; placeholder: string }) {
  const [text, setText] = useState(props.value);
  const [prev, setPrev] = useState(props.value);
  // Follow the URL when it changes from outside (back button, a shared link).
  if (props.value !== prev) {
    setPrev(props.value);
    setText(props.value);
  }
  const { onSearch, value } = props;
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), 350);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <Input.Search
      allowClear
      value={text}
      onChange={(e) => setText(e.target.value)}
      onSearch={(v) => onSearch(v)}
      placeholder={props.placeholder}
      aria-label={props.placeholder}
      className="search-box"
    />
  );
}
