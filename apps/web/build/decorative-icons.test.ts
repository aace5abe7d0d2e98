import { createRequire } from 'node:module';
import path from 'node:path';
import { BankOutlined, BookTwoTone, DeleteOutlined } from '@ant-design/icons';
import { render } from '@testing-library/react';
import { Button, Pagination, Select } from 'antd';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { decorativeIcons } from './decorative-icons';

const require = createRequire(import.meta.url);
// The package's ES build (what the app and Ant Design import), beside its CommonJS one in `lib/`.
const icons = path.join(path.dirname(require.resolve('@ant-design/icons/package.json')), 'es/icons');

/** Every icon element drawn, as assistive technology is told about it. */
function iconsOf(container: HTMLElement) {
  return [...container.querySelectorAll('.anticon')].map((el) => ({
    role: el.getAttribute('role'),
    label: el.getAttribute('aria-label'),
    hidden: el.getAttribute('aria-hidden'),
  }));
}

const hidden = { role: null, label: null, hidden: 'true' };

describe('an icon', () => {
  it('is hidden from assistive technology when it has no name of its own, whatever its kind', () => {
    const { container } = render(createElement('div', null, createElement(BankOutlined), createElement(BookTwoTone)));
    expect(iconsOf(container)).toEqual([hidden, hidden]);
  });

  it('keeps its role with the name it is given, in the words given', () => {
    const { container } = render(createElement(BankOutlined, { 'aria-label': 'المراحل الدراسية' }));
    expect(iconsOf(container)).toEqual([{ role: 'img', label: 'المراحل الدراسية', hidden: null }]);
  });

  it("leaves an icon button's name to the button", () => {
    const { getByRole } = render(
      createElement(Button, { type: 'text', icon: createElement(DeleteOutlined), 'aria-label': 'حذف: المرحلة' }),
    );
    expect(getByRole('button').getAttribute('aria-label')).toBe('حذف: المرحلة');
    expect(iconsOf(getByRole('button'))).toEqual([hidden]);
  });

  it("is decorative inside Ant Design's own components too (a select's arrow, a pager's chevrons)", () => {
    const { container } = render(
      createElement('div', null, createElement(Select, { options: [] }), createElement(Pagination, { total: 50 })),
    );
    const drawn = iconsOf(container);
    expect(drawn.length).toBeGreaterThanOrEqual(3);
    expect(drawn.every((icon) => icon.hidden === 'true' && icon.role === null && icon.label === null)).toBe(true);
  });
});

describe('the stand-in', () => {
  it("replaces the library's icon bases wherever its icons import them, and nowhere else", () => {
    const plugin = decorativeIcons();
    const resolve = (source: string, importer?: string) =>
      (plugin.resolveId as (s: string, i?: string) => string | null)(source, importer);
    const light = resolve('../components/AntdIconLight', path.join(icons, 'BankOutlined.js'));
    const twoTone = resolve('../components/AntdIcon', path.join(icons, 'BookTwoTone.js'));
    expect(light).toMatch(/AntdIconLight$/);
    expect(twoTone).toMatch(/AntdIcon$/);
    // The stand-in itself reaches the original, by the package's own path.
    expect(resolve('@ant-design/icons/es/components/AntdIconLight', light!)).toBeNull();
    expect(resolve('../components/AntdIconLight', path.join(import.meta.dirname, 'other.ts'))).toBeNull();

    const load = plugin.load as (id: string) => string | null;
    expect(load(light!)).toContain("from '@ant-design/icons/es/components/AntdIconLight'");
    expect(load(twoTone!)).toContain("from '@ant-design/icons/es/components/AntdIcon'");
    expect(load(path.join(icons, 'BankOutlined.js'))).toBeNull();
  });
});
