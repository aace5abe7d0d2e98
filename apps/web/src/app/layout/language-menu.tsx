import { locales, type Locale } from '@dashboard/contracts';
import { Dropdown } from 'antd';
import type { ReactElement } from 'react';
import { useLocale } from '../locale';
import { Flag } from './flag';

/** The language switcher's menu: English / العربية, with flags. Loaded when the switcher is first approached. */
export default function LanguageMenu(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactElement;
}) {
  const { locale, setLocale } = useLocale();
  return (
    <Dropdown
      trigger={['click']}
      open={props.open}
      onOpenChange={props.onOpenChange}
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: locales.map((l) => ({
          key: l.code,
          icon: <Flag locale={l.code} />,
          label: (
            <span lang={l.code} dir={l.dir}>
              {l.name}
            </span>
          ),
        })),
        onClick: ({ key }) => {
          props.onOpenChange(false);
          void setLocale(key as Locale);
        },
      }}
    >
      {props.children}
    </Dropdown>
  );
}
