// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The web app's modules import in one direction: app/ lazily imports the
 * features, features and shared code never import the app, so no module
 * waits, however indirectly, on itself. ESLint's `local/feature-boundaries`
 * says where each import may go; this says the whole graph has no circle,
 * counting what the bundler counts: static and dynamic imports, re-exports
 * and `import.meta.glob` (type-only imports vanish from the build).
 */

const src = path.resolve(import.meta.dirname, '..');
const CODE = /\.(ts|tsx)$/;

const STATIC = /(?:^|[\n;])\s*(?:import|export)\s+(type\s+)?(?:[^;'"]*?\s+from\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const GLOB = /\bimport\.meta\.glob(?:<[^>]*>)?\(\s*['"]([^'"]+)['"]/g;

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (CODE.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Each module of apps/web/src (tests aside) and the modules it loads. */
function importGraph(): Map<string, string[]> {
  const files = fs
    .globSync('**/*.{ts,tsx}', { cwd: src })
    .filter((f) => !/\.test\.tsx?$|^test\//.test(f) && !f.endsWith('.d.ts'))
    .map((f) => path.join(src, f));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const code = fs.readFileSync(file, 'utf8');
    const targets: (string | null)[] = [];
    for (const m of code.matchAll(STATIC)) if (!m[1]) targets.push(resolve(file, m[2]!));
    for (const m of code.matchAll(DYNAMIC)) targets.push(resolve(file, m[1]!));
    for (const m of code.matchAll(GLOB)) {
      for (const hit of fs.globSync(m[1]!, { cwd: path.dirname(file) })) {
        targets.push(resolve(file, `./${hit.split(path.sep).join('/')}`));
      }
    }
    graph.set(file, [...new Set(targets.filter((t): t is string => t !== null))]);
  }
  return graph;
}

/** The graph's circles: each strongly connected set of two or more modules (Tarjan), or a module importing itself. */
function circles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const set: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        set.push(member);
      } while (member !== node);
      if (set.length > 1 || graph.get(node)?.includes(node)) found.push(set.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('the web app’s imports', () => {
  it('find circles, the lazy import of a page included', () => {
    const graph = new Map([
      ['app/router', ['app/screens']],
      ['app/screens', ['features/x/page']],
      ['features/x/page', ['app/use-screen', 'lib/http']],
      ['app/use-screen', ['app/screens']],
      ['lib/http', []],
    ]);
    expect(circles(graph)).toEqual([['app/screens', 'app/use-screen', 'features/x/page']]);
  });

  it('make no circle', () => {
    const graph = importGraph();
    // The graph is read: the router reaches the features' screens, and those their pages.
    const router = graph.get(path.join(src, 'app/screens.ts'));
    expect(router).toContain(path.join(src, 'features/stages/screens.ts'));
    expect(graph.get(path.join(src, 'features/stages/screens.ts'))).toContain(
      path.join(src, 'features/stages/routes/stages-list.tsx'),
    );
    expect(circles(graph).map((set) => set.map((f) => path.relative(src, f)))).toEqual([]);
  });
});
