import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render';
import { EditPage } from './edit-page';
import type { FormConfig } from './entity-form';

interface Thing {
  id: number;
  name: string;
}

// The screen's heading, as the router's handle would give it at /courses/7/edit.
vi.mock('../lib/screen-heading', () => ({
  useScreenHeading: () => ({
    title: 'Edit course',
    crumbs: [
      { title: 'Home', to: '/' },
      { title: 'Courses', to: '/courses' },
      { title: 'Course details', to: '/courses/7' },
      { title: 'Edit course' },
    ],
  }),
}));

function Where() {
  return <output>{useLocation().pathname}</output>;
}

const config: FormConfig<Thing, { name: string }> = {
  ns: 'courses',
  Fields: () => (
    <Form.Item name="name" label="Name">
      <Input />
    </Form.Item>
  ),
  testId: 'thing-form',
  initialValues: (item) => ({ name: item?.name ?? '' }),
  toBody: (v) => ({ name: v.name }),
};

/** The page for /courses/7/edit over a resource that answers `one` (or fails) and records the saves. */
async function editAt(one: { data?: Thing; isError?: boolean; error?: unknown }) {
  const saved = vi.fn(async (body: unknown) => body);
  const resource = {
    useOne: vi.fn(() => ({ isError: false, error: null, ...one })),
    useUpdate: () => ({ mutateAsync: saved }),
  } as unknown as Parameters<typeof EditPage<Thing, { name: string }, { name: string }>>[0]['resource'];
  await renderPage(
    <>
      <EditPage
        resource={resource}
        config={config}
        page={(id) => `/courses/${id}`}
        nameOf={(x) => x.name}
        cardClassName="thing-card"
        failure={(error) => <p>Failed: {(error as Error).message}</p>}
      />
      <Where />
    </>,
    { path: '/courses/7/edit', route: '/courses/:id/*' },
  );
  return { saved, resource };
}

describe('an edit page', () => {
  it('asks for the route’s record, names its crumb, and saves it by its id, then goes back to it', async () => {
    const { saved, resource } = await editAt({ data: { id: 7, name: 'Algebra' } });
    expect(resource.useOne).toHaveBeenCalledWith('7');
    const box = await screen.findByRole('textbox', { name: 'Name' });
    expect((box as HTMLInputElement).value).toBe('Algebra');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit course');
    expect(screen.getByRole('link', { name: 'Algebra' }).getAttribute('href')).toBe('/courses/7');
    expect(document.querySelector('.form-card.thing-card')).not.toBeNull();
    fireEvent.change(box, { target: { value: 'Geometry' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith({ name: 'Geometry', id: 7 }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('/courses/7'));
  });

  it('cancelled, goes back to the record', async () => {
    await editAt({ data: { id: 7, name: 'Algebra' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('/courses/7'));
  });

  it('a record that cannot be shown: the screen’s heading and the failure', async () => {
    await editAt({ isError: true, error: new Error('gone') });
    expect(await screen.findByText('Failed: gone')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit course');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
