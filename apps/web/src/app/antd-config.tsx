import { CloseCircleFilled } from '@ant-design/icons';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../lib/use-media-query';
import { useLocale } from './locale';
import { themeFor } from './theme';

type Dir = 'ltr' | 'rtl';
// The signed-in app's: its components generate no CSS while rendering; their rules come from the
// stylesheet written at build time (`loadAntdStyles`), unhashed as it is.
const zeroRuntime = (theme: ThemeConfig): ThemeConfig => ({ ...theme, zeroRuntime: true, hashed: false });
// A user who asks the system for less motion gets none: dialogs, menus and panels open at once.
const still = (theme: ThemeConfig): ThemeConfig => ({ ...theme, token: { ...theme.token, motion: false } });
const both = (dir: Dir, finish = (theme: ThemeConfig) => theme) => ({
  moving: finish(themeFor(dir)),
  still: finish(still(themeFor(dir))),
});
// Built once each: a new theme object each render would make Ant Design hash its tokens again.
const themes = { ltr: both('ltr'), rtl: both('rtl') };
const staticThemes = { ltr: both('ltr', zeroRuntime), rtl: both('rtl', zeroRuntime) };

/**
 * Ant Design follows the language: direction, locale and type, and the names of the controls it draws
 * with an icon alone (an input's or a select's clear button); and the system's setting for less
 * motion. `staticStyles`: the components' rules are in the stylesheet `loadAntdStyles` applied (the
 * signed-in app); without it they are generated as they render (the sign-in page, which does not
 * download that stylesheet).
 */
export function AntdConfig({ staticStyles = false, children }: { staticStyles?: boolean; children: ReactNode }) {
  const { dir, antdLocale } = useLocale();
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { t } = useTranslation();
  // The clear button of every input and select (`allowClear`) holds only this icon, which names it.
  const clearIcon = useMemo(() => <CloseCircleFilled aria-label={t('actions.clear')} />, [t]);
  const input = useMemo(() => ({ allowClear: { clearIcon } }), [clearIcon]);
  const select = useMemo(() => ({ clearIcon }), [clearIcon]);
  return (
    <ConfigProvider
      direction={dir}
      locale={antdLocale}
      theme={(staticStyles ? staticThemes : themes)[dir][reduced ? 'still' : 'moving']}
      input={input}
      textArea={input}
      select={select}
    >
      {children}
    </ConfigProvider>
  );
}
