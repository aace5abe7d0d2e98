import type { Locale } from '@dashboard/contracts';
import { i18n } from '../i18n';

async function apply(locale: Locale) {
  const [{ default: dayjs }] = await Promise.all([
    import('dayjs'),
    locale === 'ar' ? import('dayjs/locale/ar') : undefined,
  ]);
  dayjs.locale(locale);
}

/**
 * dayjs (the date pickers' calendar) follows the language. Only the pickers
 * need it, so it is fetched after the first render, never in its way, and
 * its Arabic locale only when Arabic is chosen.
 */
export function followLanguageInDayjs() {
  const onChange = (lng: string) => void apply(lng === 'ar' ? 'ar' : 'en');
  i18n.on('languageChanged', onChange);
  onChange(i18n.language);
}
