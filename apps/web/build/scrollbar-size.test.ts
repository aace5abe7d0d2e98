import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTargetScrollBarSize } from '../src/lib/scrollbar-size';
import { scrollbarSize } from './scrollbar-size';

const require = createRequire(import.meta.url);
const util = path.dirname(require.resolve('@rc-component/util/es/getScrollBarSize'));
const shim = path.resolve(import.meta.dirname, '../src/lib/scrollbar-size.ts');

describe("a table's scrollbar size", () => {
  afterEach(() => vi.restoreAllMocks());

  it('is answered without measuring for a table without a fixed header, and measured for one with', () => {
    const append = vi.spyOn(document.body, 'appendChild');
    const content = document.createElement('div');
    content.className = 'ant-table-content';
    expect(getTargetScrollBarSize(content)).toEqual({ width: 0, height: 0 });
    expect(append).not.toHaveBeenCalled();

    const body = document.createElement('div');
    body.className = 'ant-table-body';
    getTargetScrollBarSize(body);
    expect(append).toHaveBeenCalledTimes(1);
  });

  it("replaces the library's module wherever the library imports it, and nowhere else", () => {
    const plugin = scrollbarSize();
    const resolve = (source: string, importer?: string) =>
      (plugin.resolveId as (s: string, i?: string) => string | null)(source, importer);
    expect(resolve('./getScrollBarSize', path.join(util, 'index.js'))).toBe(shim);
    expect(resolve('../getScrollBarSize', path.join(util, 'Dom/scrollLocker.js'))).toBe(shim);
    // The stand-in itself reaches the original.
    expect(resolve('@rc-component/util/es/getScrollBarSize', shim)).toBeNull();
    expect(resolve('./getScrollBarSize', path.join(import.meta.dirname, 'other.ts'))).toBeNull();
  });

  it('still matches what the libraries do: the table measures its scroll box through the index', () => {
    // If an update moves either, the stand-in no longer applies and this fails rather than the page
    // silently paying for the measurement again.
    expect(fs.readFileSync(path.join(util, 'index.js'), 'utf8')).toMatch(
      /export \{[^}]*getTargetScrollBarSize[^}]*\} from "\.\/getScrollBarSize"/,
    );
    const table = fs.readFileSync(require.resolve('@rc-component/table/es/Table.js'), 'utf8');
    expect(table).toMatch(/getTargetScrollBarSize\(scrollBodyContainerRef\.current\)/);
    expect(table).toMatch(/className: clsx\(`\$\{prefixCls\}-content`/);
  });
});
