// The secret codes' constants, in a module free of zod: a screen reads them without loading the
// schemas of codes.ts (the package is `sideEffects: false`).
import { toLatinDigits } from './text.js';

/** The letters and digits a code is made of: easy to read aloud, none mistaken for another. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const CODE_LENGTH = 12;

/**
 * A code as stored and answered, from what a student typed: upper-case, in Latin digits, without
 * spaces or dashes of any kind. Full-width letters and digits (NFKC) and Arabic-Indic ones count as
 * the code's own: a code read aloud in Arabic may be typed in Arabic digits.
 */
export function normalizeCode(typed: string): string {
  return toLatinDigits(typed.normalize('NFKC'))
    .replace(/[\s\p{Pd}]/gu, '')
    .toUpperCase();
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
