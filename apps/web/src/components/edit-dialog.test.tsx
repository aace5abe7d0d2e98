import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render';
import { useEditDialog } from './edit-dialog';
import type { FormConfig } from './entity-form';

interface Thing {
  id: number;
  name: string;
}

const config: FormConfig<Thing, { name: string }> = {
  ns: 'units',
  Fields: () => (
    <Form.Item name="name" label="Name">
      <Input />
    </Form.Item>
  ),
  initialValues: (item) => ({ name: item?.name ?? '' }),
  toBody: (v) => ({ name: v.name }),
};

function Page({
  load,
  save,
}: {
  load: () => Promise<typeof config>;
  save: (body: { name: string }) => Promise<unknown>;
}) {
  const { edit, dialog } = useEditDialog(load);
  return (
    <>
      <Button onClick={edit}>Edit it</Button>
      {dialog({ id: 4, name: 'Unit 4' }, save)}
    </>
  );
}

describe('an edit dialog', () => {
  it('fetches its form when first opened, not before, and saves the record', async () => {
    const load = vi.fn(async () => config);
    const save = vi.fn(async () => {});
    await renderPage(<Page load={load} save={save} />);
    await screen.findByRole('button', { name: 'Edit it' });
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit it' }));
    const box = await screen.findByRole('textbox', { name: 'Name' });
    expect(load).toHaveBeenCalledTimes(1);
    expect((box as HTMLInputElement).value).toBe('Unit 4');
    fireEvent.change(box, { target: { value: 'Unit four' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({ name: 'Unit four' }, { mode: 'edit', item: { id: 4, name: 'Unit 4' } }),
    );
  });
});
