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

export default { catalogues, namespaces, antd: arEG } satisfies Language;
