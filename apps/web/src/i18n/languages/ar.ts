import arEG from 'antd/es/locale/ar_EG';
import type { Language } from '../index';

/**
 * Arabic: what the sign-in page and home read (the `common` and `dashboard`
 * namespaces) and Ant Design's texts, in one chunk; every other namespace is
 * a chunk of its own, fetched with the first screen that reads it (the
 * router asks for a screen's, `virtual:screen-namespaces`).
 */
const catalogues = import.meta.glob<Record<string, unknown>>(
  [
    '../../../../../packages/contracts/locales/ar/common.json',
    '../../../../../packages/contracts/locales/ar/dashboard.json',
  ],
  { eager: true, import: 'default' },
);

const namespaces = import.meta.glob<Record<string, unknown>>(
  [
    '../../../../../packages/contracts/locales/ar/*.json',
    '!../../../../../packages/contracts/locales/ar/common.json',
    '!../../../../../packages/contracts/locales/ar/dashboard.json',
  ],
  { import: 'default' },
);

/**
 * Ant Design's Arabic calendars head their narrow day columns with whole day
 * names ("الأربعاء"), which run into each other; Intl's narrow ones ("ر") fit,
 * as the English calendar's two letters do. Sunday first, as Ant Design reads them.
 */
const weekday = new Intl.DateTimeFormat('ar-EG', { weekday: 'narrow', timeZone: 'UTC' });
const shortWeekDays = Array.from({ length: 7 }, (_, day) => weekday.format(Date.UTC(2023, 0, 1 + day)));

const antd = {
  ...arEG,
  DatePicker: arEG.DatePicker && { ...arEG.DatePicker, lang: { ...arEG.DatePicker.lang, shortWeekDays } },
  Calendar: arEG.Calendar && { ...arEG.Calendar, lang: { ...arEG.Calendar.lang, shortWeekDays } },
};

export default { catalogues, namespaces, antd } satisfies Language;
