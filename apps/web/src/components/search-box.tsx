import { SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A search field that tells its owner after the user pauses typing. */
export function SearchBox(props: { value: string; onSearch: (q: string) => void; placeholder: string }) {
  const { t } = useTranslation();
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
      // Ant Design's own search button shows only its icon: this one is named, in the user's language.
      enterButton={<Button icon={<SearchOutlined />} aria-label={t('actions.search')} />}
      className="search-box"
    />
  );
}
