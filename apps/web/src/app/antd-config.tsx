import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useLocale } from './locale';
import { themeFor } from './theme';

// Built once per direction: a new theme object each render would make Ant Design hash its tokens again.
const themes = { ltr: themeFor('ltr'), rtl: themeFor('rtl') };

/** Ant Design follows the language: direction, locale and type. */
export function AntdConfig({ children }: { children: ReactNode }) {
  const { dir, antdLocale } = useLocale();
  return (
    <ConfigProvider direction={dir} locale={antdLocale} theme={themes[dir]}>
      {children}
    </ConfigProvider>
  );
}
