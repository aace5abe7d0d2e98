import { useState, type ReactNode } from 'react';
import { FormDialog, type FormConfig } from './entity-form';

/**
 * A record's page edits the record in a dialog whose form (and its schemas)
 * is fetched when the dialog first opens: `edit()` opens it, and `dialog(item,
 * save)` draws it once its form is in (nothing before).
 */
export function useEditDialog<Item, Values, Body>(load: () => Promise<FormConfig<Item, Values, Body>>) {
  const [form, setForm] = useState<FormConfig<Item, Values, Body>>();
  const [editing, setEditing] = useState(false);
  return {
    edit: () =>
      void load().then((config) => {
        setForm(config);
        setEditing(true);
      }),
    dialog: (item: Item, save: (body: Body) => Promise<unknown>): ReactNode =>
      form && (
        <FormDialog
          config={form}
          state={editing ? { mode: 'edit', item } : null}
          save={save}
          onClose={() => setEditing(false)}
        />
      ),
  };
}
