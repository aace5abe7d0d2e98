import { screen } from '@testing-library/react';
import { Descriptions } from 'antd';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { teachingItems } from './teaching-items';

const t = ((key: string) => `[${key}]`) as unknown as TFunction;
const nameOf = (x: { name_en: string }) => x.name_en;
const record = {
  teacher: { name: 'Sara Adel' },
  class: { name_ar: 'الأول', name_en: 'Primary 1' },
  subject: { name_ar: 'رياضيات', name_en: 'Maths' },
};

describe('teaching items', () => {
  it('list the teacher (in the language of the name), the class and the subject among the record’s details', async () => {
    await renderPage(
      <Descriptions data-testid="details">
        <Descriptions.Item label="Title">Algebra</Descriptions.Item>
        {teachingItems(t, nameOf, record)}
        <Descriptions.Item label="Price">10</Descriptions.Item>
      </Descriptions>,
    );
    const table = await screen.findByTestId('details');
    expect([...table.querySelectorAll('.ant-descriptions-item-label')].map((l) => l.textContent)).toEqual([
      'Title',
      '[fields.teacher]',
      '[fields.class]',
      '[fields.subject]',
      'Price',
    ]);
    expect(screen.getByText('Sara Adel').getAttribute('lang')).toBe('en');
    expect(screen.getByText('Primary 1')).toBeTruthy();
    expect(screen.getByText('Maths')).toBeTruthy();
  });
});
