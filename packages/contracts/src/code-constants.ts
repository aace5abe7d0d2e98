// The secret codes' constants, in a module free of zod: a screen reads them without loading the
// schemas of codes.ts (the package is `sideEffects: false`).

/** The letters and digits a code is made of: easy to read aloud, none mistaken for another. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const CODE_LENGTH = 12;

/** A code as stored and answered, from what a student typed: upper-case, without dashes or spaces. */
export function normalizeCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

/** A code as printed: three groups of four. */
export function printedCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1-');
}

export const codeLimits = {
  /** The most codes one request makes. */
  batchMax: 100_000,
  titleMax: 100,
  periodMax: 3650,
} as const;

export const codeKinds = ['wallet', 'subscription'] as const;
export type CodeKind = (typeof codeKinds)[number];

export const codeStatuses = ['used', 'unused'] as const;
export type CodeStatus = (typeof codeStatuses)[number];

export const codeGroupContentTypes = ['curriculum', 'course'] as const;
export type CodeGroupContentType = (typeof codeGroupContentTypes)[number];
