import enUS from 'antd/es/locale/en_US';
import type { Language } from '../index';

/**
 * English: what the sign-in page and home read (the `common` and `dashboard`
 * namespaces) and Ant Design's texts, in one chunk; every other namespace is
 * a chunk of its own, fetched with the first screen that reads it (the
 * router asks for a screen's, `virtual:screen-namespaces`).
 */
const catalogues = import.meta.glob<Record<string, unknown>>(
  [
    '../../../../../packages/contracts/locales/en/common.json',
    '../../../../../packages/contracts/locales/en/dashboard.json',
  ],
  { eager: true, import: 'default' },
);

const namespaces = import.meta.glob<Record<string, unknown>>(
  [
    '../../../../../packages/contracts/locales/en/*.json',
    '!../../../../../packages/contracts/locales/en/common.json',
    '!../../../../../packages/contracts/locales/en/dashboard.json',
  ],
  { import: 'default' },
);

export default { catalogues, namespaces, antd: enUS } satisfies Language;
