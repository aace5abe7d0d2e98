import arEG from 'antd/es/locale/ar_EG';
import type { Language } from '../index';

/** Arabic: every namespace of the catalogue in one chunk, with Ant Design's Arabic texts; fetched only when chosen. */
const catalogues = import.meta.glob<Record<string, unknown>>('../../../../../packages/contracts/locales/ar/*.json', {
  eager: true,
  import: 'default',
});

export default { catalogues, antd: arEG } satisfies Language;
