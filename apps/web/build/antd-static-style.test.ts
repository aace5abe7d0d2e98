import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeFor } from '../src/app/theme';
import { antdComponents, antdStaticCss } from './antd-static-style';

const src = path.join(import.meta.dirname, '../src');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sources(file);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [file] : [];
  });
}

/** The Ant Design components the app's code imports: `{ Button, Table }` from 'antd', or antd/es/<folder>/…. */
function importedComponents(): Set<string> {
  const names = new Set<string>();
  for (const file of sources(src)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [, list] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)) {
      for (const item of list!.split(',')) {
        const name = item.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
    for (const [, folder] of text.matchAll(/^import (?!type )[^;]*from\s*'antd\/es\/([a-z-]+)\//gm)) {
      if (folder !== 'locale') names.add(folder!.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase()));
    }
  }
  // Not components: the provider itself and the theme helpers.
  names.delete('ConfigProvider');
  names.delete('theme');
  return names;
}

describe("Ant Design's stylesheet for the signed-in app", () => {
  it('lists every component the app imports', () => {
    const missing = [...importedComponents()].filter((name) => !antdComponents.includes(name));
    expect(missing).toEqual([]);
  });

  it('holds their rules, unhashed, and serves both directions', () => {
    const ltr = antdStaticCss(themeFor('ltr'));
    for (const cls of [
      '.ant-btn',
      '.ant-table',
      '.ant-switch',
      '.ant-popover',
      '.ant-tooltip',
      '.ant-app-rtl',
      '.anticon',
    ])
      expect(ltr).toContain(`${cls}{`);
    expect(ltr).not.toContain(':where(.css-');
    // The theme reaches the rules through variables only: the right-to-left theme writes the same.
    expect(antdStaticCss(themeFor('rtl'))).toBe(ltr);
  });
});
