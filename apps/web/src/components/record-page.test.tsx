import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render';
import { BackButton, RecordPending, SectionTitle } from './record-page';

// The screen's heading, as the router's handle would give it.
vi.mock('../lib/screen-heading', () => ({
  useScreenHeading: () => ({
    title: 'Course details',
    crumbs: [{ title: 'Home', to: '/' }, { title: 'Courses', to: '/courses' }, { title: 'Course details' }],
  }),
}));

function Where() {
  return <output>{useLocation().pathname}</output>;
}

/** The element at /courses/7, beside where the router is; in a language. */
async function at(element: ReactNode, locale: 'en' | 'ar' = 'en') {
  await renderPage(
    <>
      {element}
      <Where />
    </>,
    { locale, path: '/courses/7' },
  );
}

describe('a record page’s parts', () => {
  it('a section’s title is an h2', async () => {
    await at(<SectionTitle>Details</SectionTitle>);
    expect((await screen.findByRole('heading', { level: 2, name: 'Details' })).tagName).toBe('H2');
  });

  it('the way back points back in the reading direction and goes back', async () => {
    await at(<BackButton to="/courses">Back</BackButton>);
    expect((await screen.findByRole('button', { name: 'Back' })).querySelector('.anticon-arrow-left')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((await screen.findByRole('status')).textContent).toBe('/courses');
  });

  it('in Arabic, the way back’s arrow points right', async () => {
    await at(<BackButton to="/courses">رجوع</BackButton>, 'ar');
    expect((await screen.findByRole('button', { name: 'رجوع' })).querySelector('.anticon-arrow-right')).not.toBeNull();
  });

  it('while the record is asked for: the screen’s title and breadcrumb, and a skeleton that says it is loading', async () => {
    await at(<RecordPending query={{ isError: false, error: null }} failure={() => <p>Failed</p>} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Course details');
    expect(screen.getByRole('link', { name: 'Courses' }).getAttribute('href')).toBe('/courses');
    // Grey lines hidden from a screen reader, which hears that the page is loading.
    expect(document.querySelector('[aria-hidden="true"] .ant-skeleton')).not.toBeNull();
    expect(screen.getByText('Loading…').closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText('Failed')).toBeNull();
  });

  it('once it cannot be shown: the failure, given the error', async () => {
    const error = new Error('gone');
    await at(<RecordPending query={{ isError: true, error }} failure={(e) => <p>Failed: {(e as Error).message}</p>} />);
    expect(await screen.findByText('Failed: gone')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Course details');
    expect(document.querySelector('.ant-skeleton')).toBeNull();
  });
});
