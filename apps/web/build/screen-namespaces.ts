import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';

/** The virtual module: `namespaces` (every namespace) and `namespacesOf` (a screen's path → what its page reads). */
export const SCREEN_NAMESPACES = 'virtual:screen-namespaces';
const resolvedId = `\0${SCREEN_NAMESPACES}`;

const web = path.resolve(import.meta.dirname, '..');

/** A screen a feature builds: its route and its page module (absolute, `src/features/<entity>/routes/<page>.tsx`). */
export interface FeatureScreen {
  path: string;
  file: string;
}

const CODE = ['.ts', '.tsx'];

/** A relative import of `from` as a source file of apps/web/src (.ts, .tsx, an index), or null (a package, a stylesheet). */
function resolveImport(from: string, spec: string, src: string): string | null {
  if (!spec.startsWith('./') && !spec.startsWith('../')) return null;
  const base = path.resolve(path.dirname(from), spec);
  const candidates = [base, ...CODE.map((ext) => base + ext), ...CODE.map((ext) => path.join(base, `index${ext}`))];
  const found = candidates.find(
    (file) => CODE.includes(path.extname(file)) && fs.existsSync(file) && fs.statSync(file).isFile(),
  );
  return found && !path.relative(src, found).startsWith('..') ? found : null;
}

/**
 * Every screen a feature builds, as the features declare them in
 * `src/features/<entity>/screens.ts`: `'/path': { key: …, load: () =>
 * import('./routes/<page>') }`, the page's module resolved. The one reading
 * of those files at build time: this plugin's and the budget test's
 * (`budget/route-js.ts`).
 */
export function featureScreens(root = web): FeatureScreen[] {
  const features = path.join(root, 'src/features');
  const found: FeatureScreen[] = [];
  for (const feature of fs.readdirSync(features).sort()) {
    const file = path.join(features, feature, 'screens.ts');
    if (!fs.existsSync(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const [, route, body] of text.matchAll(/'(\/[^']*)':\s*\{([^{}]*)\}/g)) {
      const page = /import\('(\.\/routes\/[^']+)'\)/.exec(body!)?.[1];
      const module = page && resolveImport(file, page, path.join(root, 'src'));
      if (module) found.push({ path: route!, file: module });
    }
  }
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

/** Static imports and re-exports (not type-only ones), side-effect imports, and dynamic `import('…')`. */
const IMPORTS =
  /\b(?:import|export)\s+(type\s+)?(?:[\w*${}\s,]+?\s+from\s+)?['"]([^'"]+)['"]|\bimport\s*\(\s*['"`]([^'"`]+)['"`]\s*\)/g;
/** Strings (kept) and comments (dropped), so a namespace named in a comment is not counted. */
const STRINGS_OR_COMMENTS = /('(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`)|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
/** A quoted name, alone or as a key's prefix: `'students'`, `"students:title"`, `` `students:${…}` ``. */
const QUOTED_NAME = /['"`]([a-z][a-z0-9-]*)(?=['"`:])/g;

/** The namespaces: the file names of the English catalogues (`packages/contracts/locales/en/<ns>.json`). */
export function allNamespaces(locales: string): string[] {
  return fs
    .readdirSync(locales)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

export interface ScreenNamespaces {
  /** Every namespace. */
  namespaces: string[];
  /** Each screen's path: the namespaces its page module and what it imports name. */
  namespacesOf: Record<string, string[]>;
  /** Every file read (the screens' declarations, their pages and what they import), for the dev server to watch. */
  files: string[];
}

/**
 * Which namespaces each screen's page reads, found statically: from the page
 * module, every relative import inside `src` (static or dynamic, a component
 * fetched later too), transitively; in each, every namespace named as a
 * quoted string or a quoted key's prefix (`t('students:title')`,
 * `useTranslation(['units', 'common'])`). A name chosen at run time
 * (`${entity}:title`) cannot be seen: what reads one loads its namespace
 * itself (`useTranslation`), and a key of a namespace not loaded loads it
 * (`missingKeyHandler`, `src/i18n/index.ts`).
 */
export function scanScreenNamespaces(
  root = web,
  locales = path.resolve(root, '../../packages/contracts/locales/en'),
): ScreenNamespaces {
  const src = path.join(root, 'src');
  const namespaces = allNamespaces(locales);
  const known = new Set(namespaces);
  const read = new Map<string, { imports: string[]; names: string[] }>();
  const scan = (file: string) => {
    let found = read.get(file);
    if (!found) {
      const code = fs.readFileSync(file, 'utf8').replace(STRINGS_OR_COMMENTS, (_, string?: string) => string ?? ' ');
      const imports: string[] = [];
      for (const [, type, spec, dynamic] of code.matchAll(IMPORTS)) {
        const target = type ? null : resolveImport(file, (spec ?? dynamic)!, src);
        if (target) imports.push(target);
      }
      const names = [...code.matchAll(QUOTED_NAME)].map((m) => m[1]!).filter((name) => known.has(name));
      read.set(file, (found = { imports, names: [...new Set(names)] }));
    }
    return found;
  };
  const namespacesOf: Record<string, string[]> = {};
  const screens = featureScreens(root);
  for (const screen of screens) {
    const names = new Set<string>();
    const seen = new Set<string>();
    const queue = [screen.file];
    for (let file = queue.pop(); file; file = queue.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      const { imports, names: own } = scan(file);
      for (const name of own) names.add(name);
      queue.push(...imports);
    }
    namespacesOf[screen.path] = [...names].sort();
  }
  const declarations = screens.map((s) => path.join(path.dirname(path.dirname(s.file)), 'screens.ts'));
  return { namespaces, namespacesOf, files: [...new Set([...declarations, ...read.keys()])].sort() };
}

const moduleText = (scan: ScreenNamespaces) =>
  [
    `export const namespaces = ${JSON.stringify(scan.namespaces)};`,
    `export const namespacesOf = ${JSON.stringify(scan.namespacesOf)};`,
  ].join('\n');

/**
 * `virtual:screen-namespaces` (`src/virtual-modules.d.ts`): every namespace,
 * and for each screen a feature builds the namespaces its page reads
 * (`scanScreenNamespaces`), which the router fetches beside the page. Computed
 * when first imported; the dev server computes it again when a source file or
 * a catalogue changes, and reloads the page when it changed.
 */
export function screenNamespaces(options: { root?: string; locales?: string } = {}): Plugin {
  const root = options.root ?? web;
  const locales = options.locales ?? path.resolve(root, '../../packages/contracts/locales/en');
  let last: string | null = null;
  return {
    name: 'dashboard:screen-namespaces',
    resolveId: (source) => (source === SCREEN_NAMESPACES ? resolvedId : null),
    load(id) {
      if (id !== resolvedId) return null;
      const scan = scanScreenNamespaces(root, locales);
      for (const file of scan.files) this.addWatchFile(file);
      return (last = moduleText(scan));
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add(locales);
      const src = path.join(root, 'src');
      const update = (file: string) => {
        const inSrc = !path.relative(src, file).startsWith('..') && CODE.includes(path.extname(file));
        const catalogue = path.dirname(file) === locales && file.endsWith('.json');
        if (last === null || !(inSrc || catalogue)) return;
        const text = moduleText(scanScreenNamespaces(root, locales));
        if (text === last) return;
        const graph = server.environments.client.moduleGraph;
        const module = graph.getModuleById(resolvedId);
        if (module) graph.invalidateModule(module);
        last = null;
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('change', update);
      server.watcher.on('add', update);
      server.watcher.on('unlink', update);
    },
  };
}
