/** Arabic: every namespace the first page does not read (see `ar.ts`), a chunk of its own. */
const catalogues = import.meta.glob<Record<string, unknown>>(
  [
    '../../../../../packages/contracts/locales/ar/*.json',
    '!../../../../../packages/contracts/locales/ar/common.json',
    '!../../../../../packages/contracts/locales/ar/dashboard.json',
  ],
  { eager: true, import: 'default' },
);

export default catalogues;
