import { CloseCircleFilled } from '@ant-design/icons';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from './locale';
import { themeFor } from './theme';

// Built once per direction: a new theme object each render would make Ant Design hash its tokens again.
const themes = { ltr: themeFor('ltr'), rtl: themeFor('rtl') };
// The signed-in app's: its components generate no CSS while rendering; their rules come from the
// stylesheet written at build time (`loadAntdStyles`), unhashed as it is.
const staticThemes = {
  ltr: { ...themes.ltr, zeroRuntime: true, hashed: false },
  rtl: { ...themes.rtl, zeroRuntime: true, hashed: false },
} satisfies Record<string, ThemeConfig>;

/**
 * Ant Design follows the language: direction, locale and type, and the names of the controls it draws
 * with an icon alone (an input's clear button). `staticStyles`: the components'
 * rules are in the stylesheet `loadAntdStyles` applied (the signed-in app); without it they are
 * generated as they render (the sign-in page, which does not download that stylesheet).
 */
export function AntdConfig({ staticStyles = false, children }: { staticStyles?: boolean; children: ReactNode }) {
  const { dir, antdLocale } = useLocale();
  const { t } = useTranslation();
  // The clear button of every input (`allowClear`) holds only this icon, which names it.
  const input = useMemo(
    () => ({ allowClear: { clearIcon: <CloseCircleFilled aria-label={t('actions.clear')} /> } }),
    [t],
  );
  return (
    <ConfigProvider
      direction={dir}
      locale={antdLocale}
      theme={(staticStyles ? staticThemes : themes)[dir]}
      input={input}
      textArea={input}
    >
      {children}
    </ConfigProvider>
  );
}
