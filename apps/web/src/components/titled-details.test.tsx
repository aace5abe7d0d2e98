import { screen, within } from '@testing-library/react';
import { Descriptions } from 'antd';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { CountsCard, TitledDetails } from './titled-details';

const t = ((key: string) => `[${key}]`) as unknown as TFunction;
const record = { title_ar: 'الوحدة الأولى', title_en: 'Unit one', lesson_count: 3, video_count: 12 };

describe('titled details', () => {
  it('show the titles in their languages, the page’s own items, then the description across the card', async () => {
    await renderPage(
      <TitledDetails
        title="Details"
        record={record}
        t={t}
        testId="unit-details"
        description={{ text: 'First line\nsecond', empty: 'None' }}
      >
        <Descriptions.Item label="Curriculum">Maths</Descriptions.Item>
        <Descriptions.Item label="Added">Today</Descriptions.Item>
      </TitledDetails>,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Details' })).toBeTruthy();
    const table = screen.getByTestId('unit-details');
    const labels = [...table.querySelectorAll('.ant-descriptions-item-label')].map((l) => l.textContent);
    expect(labels).toEqual(['[fields.title_ar]', '[fields.title_en]', 'Curriculum', 'Added', '[fields.description]']);
    expect(within(table).getByText('الوحدة الأولى').getAttribute('lang')).toBe('ar');
    expect(within(table).getByText('Unit one').getAttribute('lang')).toBe('en');
    const text = within(table).getByText(/First line/);
    expect(text.getAttribute('dir')).toBe('auto');
  });

  it('say there is no description, and draw none when not asked', async () => {
    const { unmount } = await renderPage(
      <TitledDetails title="Details" record={record} t={t} testId="a" description={{ text: '', empty: 'None' }} />,
    );
    expect(await screen.findByText('None')).toBeTruthy();
    unmount();
    await renderPage(<TitledDetails title="Details" record={record} t={t} testId="b" />);
    const labels = [...(await screen.findByTestId('b')).querySelectorAll('.ant-descriptions-item-label')];
    expect(labels.map((l) => l.textContent)).toEqual(['[fields.title_ar]', '[fields.title_en]']);
  });
});

describe('counts card', () => {
  it('labels each count by its field, in the record’s numbers', async () => {
    await renderPage(
      <CountsCard title="Counts" keys={['lesson_count', 'video_count']} record={record} t={t} testId="unit-counts" />,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Counts' })).toBeTruthy();
    const list = screen.getByTestId('unit-counts');
    expect([...list.querySelectorAll('dt')].map((d) => d.textContent)).toEqual([
      '[fields.lesson_count]',
      '[fields.video_count]',
    ]);
    expect([...list.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['3', '12']);
  });
});
