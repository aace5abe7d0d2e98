import enUS from 'antd/es/locale/en_US';
import type { Language } from '../index';

/** English: every namespace of the catalogue in one chunk, and Ant Design's locale (already in its core). */
const catalogues = import.meta.glob<Record<string, unknown>>('../../../../../packages/contracts/locales/en/*.json', {
  eager: true,
  import: 'default',
});

export default { catalogues, antd: enUS } satisfies Language;
