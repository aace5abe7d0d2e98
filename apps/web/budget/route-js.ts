/**
 * What the browser downloads for a route, read from a production build: Vite's
 * manifest (`dist/.vite/manifest.json`, `build.manifest: true`) says which
 * chunk each source module landed in and what that chunk imports; a route's
 * JavaScript is the closure of static imports of the modules it loads (the
 * entry, then its lazy page and what the page's language needs), each file
 * counted once, at the size the server sends it: brotli at the quality
 * `scripts/precompress.mjs` uses, or as it is when that would not be smaller
 * (files of 1 KiB or less are sent as they are).
 *
 * Used by the budget test (`budget.test.ts`, against `budgets.json`) and by
 * `npm run bench` (the table in docs/benchmarks.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** One journey of budgets.json: the modules a user's browser loads on the way, and the most it may cost. */
export interface Journey {
  name: string;
  /** Manifest keys (source paths relative to apps/web, e.g. `src/features/auth/routes/login.tsx`). */
  load: string[];
  /** Bytes of JavaScript as served. */
  budget: number;
  /** Why this journey may cost what it does (required when it is above the goal). */
  reason?: string;
}

export interface Budgets {
  journeys: Journey[];
  /** Every page module (a lazy route) may add at most `budget` bytes to the journey named `over`. */
  screens: {
    over: string;
    budget: number;
    /** Page modules allowed more, each with the reason, in review. */
    exceptions: Record<string, { budget: number; reason: string }>;
  };
}

const MIN_COMPRESSED = 1024;

export function readManifest(dist: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** Bytes the server sends for one built file: its brotli variant, or the file itself. */
export function servedBytes(dist: string, file: string, cache = new Map<string, number>()): number {
  const known = cache.get(file);
  if (known !== undefined) return known;
  const source = fs.readFileSync(path.join(dist, file));
  let size = source.length;
  if (size > MIN_COMPRESSED) {
    const br = zlib.brotliCompressSync(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    size = Math.min(size, br.length);
  }
  cache.set(file, size);
  return size;
}

/** The JavaScript files that loading `keys` fetches: each module's chunk and its static imports, transitively. */
export function jsFiles(manifest: Manifest, keys: Iterable<string>): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`budget: "${key}" is not in the build's manifest (renamed or no longer lazily loaded?)`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/** The lazily loaded pages: every dynamic entry under `src/features/<entity>/routes/` or `src/app/routes/`. */
export function pageModules(manifest: Manifest): string[] {
  return Object.keys(manifest)
    .filter((key) => manifest[key]!.isDynamicEntry && /^src\/(features\/[^/]+|app)\/routes\//.test(key))
    .sort();
}

export interface Measured {
  name: string;
  bytes: number;
  budget: number;
  files: number;
  reason?: string;
}

/** Each journey's bytes, then each page's bytes over the `screens.over` journey. */
export function measure(dist: string, budgets: Budgets): { journeys: Measured[]; screens: Measured[] } {
  const manifest = readManifest(dist);
  const cache = new Map<string, number>();
  const sum = (files: Set<string>) => [...files].reduce((total, f) => total + servedBytes(dist, f, cache), 0);

  const journeys = budgets.journeys.map((j) => {
    const files = jsFiles(manifest, j.load);
    return { name: j.name, bytes: sum(files), budget: j.budget, files: files.size, reason: j.reason };
  });

  const base = budgets.journeys.find((j) => j.name === budgets.screens.over);
  if (!base) throw new Error(`budget: screens.over names no journey ("${budgets.screens.over}")`);
  const baseFiles = jsFiles(manifest, base.load);
  const screens = pageModules(manifest).map((page) => {
    const added = new Set([...jsFiles(manifest, [page])].filter((f) => !baseFiles.has(f)));
    const exception = budgets.screens.exceptions[page];
    return {
      name: page,
      bytes: sum(added),
      budget: exception?.budget ?? budgets.screens.budget,
      files: added.size,
      reason: exception?.reason,
    };
  });
  return { journeys, screens };
}

export function readBudgets(file: string): Budgets {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Budgets;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** A Markdown table of what was measured, for the console and docs/benchmarks.md. */
export function markdownTable(result: { journeys: Measured[]; screens: Measured[] }): string {
  const row = (m: Measured) =>
    `| ${m.name} | ${m.files} | ${kb(m.bytes)} | ${kb(m.budget)} | ${m.bytes <= m.budget ? 'yes' : '**no**'} |`;
  return [
    '| journey (JavaScript as served, brotli) | files | size | budget | within |',
    '| --- | ---: | ---: | ---: | --- |',
    ...result.journeys.map(row),
    '',
    '| page (lazy route), added to the first list | files | size | budget | within |',
    '| --- | ---: | ---: | ---: | --- |',
    ...result.screens.map((m) => row({ ...m, name: `\`${m.name.replace(/^src\//, '')}\`` })),
  ].join('\n');
}
