import { DownOutlined } from '@ant-design/icons';
import { locales, type Locale } from '@dashboard/contracts';
import { Button, Dropdown } from 'antd';
import eg from 'flag-icons/flags/4x3/eg.svg';
import gb from 'flag-icons/flags/4x3/gb.svg';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../locale';

const flags: Record<Locale, string> = { en: gb, ar: eg };

function Flag({ locale }: { locale: Locale }) {
  return <img src={flags[locale]} alt="" width={20} height={15} className="flag" />;
}

/** English / العربية, with flags; the choice is saved and applied with no reload. */
export function LanguageSwitcher() {
  const { locale, setLocale } = useLocale();
  const { t } = useTranslation();
  const current = locales.find((l) => l.code === locale)!;
  return (
    <Dropdown
      trigger={['click']}
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
        onClick: ({ key }) => void setLocale(key as Locale),
      }}
    >
      <Button type="text" aria-label={t('common.language')} data-testid="language-switcher" className="topbar-button">
        <Flag locale={locale} />
        <span lang={current.code}>{current.name}</span>
        <DownOutlined aria-hidden="true" />
      </Button>
    </Dropdown>
  );
}
