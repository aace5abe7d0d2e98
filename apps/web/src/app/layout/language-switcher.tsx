import { DownOutlined } from '@ant-design/icons';
import { locales } from '@dashboard/contracts';
import { Button } from 'antd';
import { useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { withChunkReload } from '../chunk-reload';
import { useLocale } from '../locale';
import { Flag } from './flag';

type Menu = ComponentType<Parameters<typeof import('./language-menu').default>[0]>;
let loadedMenu: Menu | null = null;
const loadMenu = withChunkReload(() => import('./language-menu'));

/**
 * English / العربية, with flags; the choice is saved and applied with no
 * reload. The menu (Ant Design's dropdown and menu) is fetched when the
 * button is first hovered, focused or pressed, so the sign-in page does not
 * carry it; a press before it arrives opens it when it does.
 */
export function LanguageSwitcher() {
  const { locale } = useLocale();
  const { t } = useTranslation();
  const current = locales.find((l) => l.code === locale)!;
  const [LanguageMenu, setLanguageMenu] = useState<Menu | null>(() => loadedMenu);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLElement | null>(null);
  // The button is drawn anew inside the menu once it arrives: it keeps the focus it had.
  const refocus = useRef(false);

  const load = () => {
    if (LanguageMenu) return;
    void loadMenu().then((m) => {
      loadedMenu = m.default;
      refocus.current = document.activeElement === button.current;
      setLanguageMenu(() => m.default);
    });
  };

  const openWhenLoaded = () => {
    setOpen(true);
    load();
  };

  const trigger = (
    <Button
      ref={(el) => {
        button.current = el;
        if (el && refocus.current) {
          refocus.current = false;
          el.focus();
        }
      }}
      type="text"
      data-testid="language-switcher"
      className="topbar-button"
      onPointerEnter={load}
      onFocus={load}
      // Until the menu is here, a press opens it as soon as the pointer goes down: the
      // button is drawn anew inside the menu when it arrives, and a click whose press
      // and release straddle that moment would otherwise be lost.
      onPointerDown={LanguageMenu ? undefined : openWhenLoaded}
      onClick={LanguageMenu ? undefined : openWhenLoaded}
    >
      <Flag locale={locale} />
      <span lang={current.code}>{current.name}</span>
      {/* Its name starts with what it shows, the language, then says what it is for (WCAG 2.5.3). */}
      <span className="sr-only">{t('common.language')}</span>
      <DownOutlined aria-hidden="true" />
    </Button>
  );
  return LanguageMenu ? (
    <LanguageMenu open={open} onOpenChange={setOpen}>
      {trigger}
    </LanguageMenu>
  ) : (
    trigger
  );
}
