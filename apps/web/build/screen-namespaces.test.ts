// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { featureScreens, scanScreenNamespaces, screenNamespaces } from './screen-namespaces';

const web = path.resolve(import.meta.dirname, '..');

describe("the namespaces each screen's page reads (build/screen-namespaces.ts)", () => {
  const scan = scanScreenNamespaces();

  it("finds a list's own namespace, and a page's imported components' ones", () => {
    expect(scan.namespacesOf['/students']).toContain('students');
    // The outline's units and their lessons are drawn by components the page imports.
    expect(scan.namespacesOf['/curriculum/:id']).toEqual(expect.arrayContaining(['curricula', 'units', 'lessons']));
    expect(scan.namespacesOf['/teachers']).toContain('teachers');
    expect(scan.namespacesOf['/audit-log']).toContain('audit-log');
  });

  it('gives every screen a feature builds, and every namespace of the catalogues', () => {
    expect(Object.keys(scan.namespacesOf).sort()).toEqual(featureScreens().map((s) => s.path));
    const files = fs.readdirSync(path.resolve(web, '../../packages/contracts/locales/en'));
    expect(scan.namespaces).toEqual(files.map((f) => f.replace(/\.json$/, '')).sort());
    for (const names of Object.values(scan.namespacesOf)) {
      for (const name of names) expect(scan.namespaces).toContain(name);
    }
  });

  it('reads the screens as the features declare them, each with its page module', () => {
    const students = featureScreens().find((s) => s.path === '/students');
    expect(students?.file).toBe(path.join(web, 'src/features/students/routes/students-list.tsx'));
  });

  describe('on a made-up app', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'screen-namespaces-'));
    const locales = path.join(root, 'locales');
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

    for (const ns of ['common', 'alpha', 'beta', 'gamma', 'delta', 'later', 'typed', 'noted', 'other-page', 'exam-x']) {
      write(`locales/${ns}.json`, '{}');
    }
    write(
      'src/features/things/screens.ts',
      [
        "import type { FeatureScreens } from '../../lib/screens';",
        'export const screens = {',
        "  '/things': { key: 'things', load: () => import('./routes/things-list') },",
        "  '/things/:id': {",
        "    key: 'thing',",
        "    parent: '/things',",
        "    load: () => import('./routes/thing'),",
        '  },',
        '} satisfies FeatureScreens;',
      ].join('\n'),
    );
    write(
      'src/features/things/routes/things-list.tsx',
      [
        "import { useTranslation } from 'react-i18next';",
        "import type { Typed } from '../../../lib/typed';",
        "import { Panel } from '../../../components/panel';",
        "import '../../../styles.css';",
        "// Not read: a 'noted' namespace named in a comment.",
        '/* nor `noted:title` here */',
        'export default function List() {',
        "  const { t } = useTranslation(['alpha', 'common']);",
        "  return <Panel title={t('title')} hint=\"it's\" />;",
        '}',
      ].join('\n'),
    );
    write(
      'src/components/panel/index.tsx',
      [
        "export { Inner } from './inner';",
        "const Later = lazy(() => import('../later'));",
        'export function Panel(props: { n: number }) {',
        '  return <p>{t(`beta:count`, { n: props.n })}</p>;',
        '}',
      ].join('\n'),
    );
    write('src/components/panel/inner.ts', 'export const Inner = () => t("gamma:title"); // "delta" is not counted');
    write('src/components/later.tsx', 'export default () => t(`exam-x:${kind}.title`);');
    write('src/lib/typed.ts', "export type Typed = 'typed';");
    write('src/styles.css', ".x { content: 'later'; }");
    write('src/features/things/routes/thing.tsx', "export default () => t('other-page:title') + t('nothing:known');");

    it('follows static, re-exported and dynamic imports (index modules too), not types, stylesheets or comments', () => {
      const made = scanScreenNamespaces(root, locales);
      expect(made.namespacesOf).toEqual({
        '/things': ['alpha', 'beta', 'common', 'exam-x', 'gamma'],
        '/things/:id': ['other-page'],
      });
      expect(made.files.map((f) => path.relative(root, f)).sort()).toEqual(
        [
          'src/components/later.tsx',
          'src/components/panel/index.tsx',
          'src/components/panel/inner.ts',
          'src/features/things/routes/thing.tsx',
          'src/features/things/routes/things-list.tsx',
          'src/features/things/screens.ts',
        ].sort(),
      );
    });

    it('serves them as the virtual module', () => {
      const plugin = screenNamespaces({ root, locales });
      const resolveId = plugin.resolveId as (source: string) => string | null;
      const id = resolveId('virtual:screen-namespaces');
      expect(id).toBe('\0virtual:screen-namespaces');
      expect(resolveId('./other')).toBeNull();
      const watched: string[] = [];
      const load = plugin.load as (this: { addWatchFile(file: string): void }, id: string) => string | null;
      const text = load.call({ addWatchFile: (file) => watched.push(file) }, id!)!;
      expect(text).toContain(`export const namespacesOf = {"/things":["alpha","beta","common","exam-x","gamma"]`);
      expect(text).toContain('export const namespaces = ["alpha","beta","common"');
      expect(watched).toContain(path.join(root, 'src/components/panel/inner.ts'));
    });
  });
});
