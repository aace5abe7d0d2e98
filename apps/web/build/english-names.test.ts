import { render } from '@testing-library/react';
import { CloseCircleFilled } from '@ant-design/icons';
import { InputNumber, Result, Select } from 'antd';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { englishNames } from './english-names';

describe("Ant Design's English names", () => {
  it("hide a number input's step arrows, leaving the input its spin button", () => {
    const { container, getByRole } = render(createElement(InputNumber, { value: 3 }));
    const arrows = [...container.querySelectorAll('.ant-input-number-action')];
    expect(arrows).toHaveLength(2);
    for (const arrow of arrows) {
      expect(arrow.getAttribute('aria-label')).toBeNull();
      expect(arrow.getAttribute('aria-hidden')).toBe('true');
    }
    expect(getByRole('spinbutton').getAttribute('aria-valuenow')).toBe('3');
  });

  it.each(['404', '403', '500'] as const)(
    "make a result's %s picture decorative, without its English title",
    (status) => {
      const { container } = render(createElement(Result, { status, title: 'لم يتم العثور على هذه الصفحة' }));
      const svg = container.querySelector('.ant-result-image svg, .ant-result-icon svg');
      expect(svg).not.toBeNull();
      expect(svg!.getAttribute('aria-hidden')).toBe('true');
      expect(svg!.querySelector('title')).toBeNull();
      expect(container.textContent).not.toMatch(/[A-Za-z]/);
    },
  );

  it("leave a select's clear button to the icon it holds, named as AntdConfig names it", () => {
    const clearIcon = createElement(CloseCircleFilled, { 'aria-label': 'مسح' });
    const { container, getByRole } = render(
      createElement(Select, { value: 1, options: [{ value: 1, label: 'أ' }], allowClear: { clearIcon } }),
    );
    expect(container.querySelector('.ant-select-clear')).not.toBeNull();
    expect(getByRole('button', { name: 'مسح' })).toBe(container.querySelector('.ant-select-clear'));
  });

  it("write an option's name, not its value, in the list a select keeps for assistive technology", () => {
    const { getAllByRole } = render(
      createElement(Select, {
        open: true,
        value: 'create',
        options: [
          { value: 'create', label: 'إضافة' },
          { value: 'update', label: 'تعديل' },
        ],
      }),
    );
    const hidden = getAllByRole('option').filter((el) => el.getAttribute('aria-label') !== null);
    expect(hidden.length).toBeGreaterThan(0);
    for (const option of hidden) expect(option.textContent).toBe(option.getAttribute('aria-label'));
    expect(hidden.map((el) => el.textContent).join(' ')).not.toMatch(/create|update/);
  });

  it('stops the build when a module no longer holds the text to edit', () => {
    const transform = englishNames().transform as (code: string, id: string) => unknown;
    expect(() => transform('export default 1;', '/x/node_modules/antd/es/result/noFound.js')).toThrow(/english-names/);
    expect(transform('export default 1;', '/x/node_modules/antd/es/result/index.js')).toBeNull();
  });
});
