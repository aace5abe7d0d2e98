/** English: every namespace the first page does not read (see `en.ts`), a chunk of its own. */
const catalogues = import.meta.glob<Record<string, unknown>>(
  [
    '../../../../../packages/contracts/locales/en/*.json',
    '!../../../../../packages/contracts/locales/en/common.json',
    '!../../../../../packages/contracts/locales/en/dashboard.json',
  ],
  { eager: true, import: 'default' },
);

export default catalogues;
