// Money's constants, in a module free of zod: a screen reads them without loading the schemas of
// money.ts (the package is `sideEffects: false`).

/** The most one amount may be, in piastres: 1,000,000 EGP. */
export const MAX_PIASTRES = 100_000_000;
