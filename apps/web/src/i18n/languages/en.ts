import enUS from 'antd/es/locale/en_US';
import type { Language } from '../index';

/**
 * English: what the sign-in page and home read (the `common` and `dashboard`
 * namespaces) and Ant Design's texts, in one chunk; every other namespace is
 * in `en-rest.ts`, fetched with the first other screen (`loadCatalogue`).
 */
const catalogues = import.meta.glob<Record<string, unknown>>(
  [
    '../../../../../packages/contracts/locales/en/common.json',
    '../../../../../packages/contracts/locales/en/dashboard.json',
  ],
  { eager: true, import: 'default' },
);

export default { catalogues, rest: () => import('./en-rest'), antd: enUS } satisfies Language;
