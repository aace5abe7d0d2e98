import arEG from 'antd/es/locale/ar_EG';
import type { Language } from '../index';

/**
 * Arabic: what the sign-in page and home read (the `common` and `dashboard`
 * namespaces) and Ant Design's texts, in one chunk; every other namespace is
 * in `ar-rest.ts`, fetched with the first other screen (`loadCatalogue`).
 */
const catalogues = import.meta.glob<Record<string, unknown>>(
  [
    '../../../../../packages/contracts/locales/ar/common.json',
    '../../../../../packages/contracts/locales/ar/dashboard.json',
  ],
  { eager: true, import: 'default' },
);

export default { catalogues, rest: () => import('./ar-rest'), antd: arEG } satisfies Language;
