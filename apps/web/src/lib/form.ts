import { formatNumber, isLocale, type FieldError } from '@dashboard/contracts';
import i18n from 'i18next';
import { Form, type FormInstance, type FormRule } from 'antd';
import { createElement, useCallback, useEffect, type ReactElement } from 'react';
import type { TFunction } from 'i18next';
import type { ZodType } from 'zod';
import { ApiError } from './http';

/** The message of an error code in the user's language. */
export function errorText(t: TFunction, code: string, params?: FieldError['params']): string {
  const lang = isLocale(i18n.language) ? i18n.language : 'en';
  // {min} and {max} in the user's digits.
  const shown = Object.fromEntries(
    Object.entries(params ?? {}).map(([k, v]) => [k, typeof v === 'number' ? formatNumber(v, lang) : v]),
  );
  return t(`errors.${code}`, {
    ...shown,
    ns: 'common',
    defaultValue: t('errors.validation.invalid', { ns: 'common' }),
  });
}

/**
 * A form rule from the same zod schema the server validates with, so a field
 * says on the screen exactly what the API would answer. The schema may be
 * fetched when the rule first runs (the sign-in page loads no zod up front).
 */
export function zodRule(schema: ZodType | (() => Promise<ZodType>), t: TFunction): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = (typeof schema === 'function' ? await schema() : schema).safeParse(value);
      if (result.success) return;
      const issue = result.error.issues[0]!;
      const params: Record<string, number> = {};
      if ('minimum' in issue) params.min = Number(issue.minimum);
      if ('maximum' in issue) params.max = Number(issue.maximum);
      throw new Error(errorText(t, issue.message, params));
    },
  };
}

/** The value at `name` in a form's values (`getFieldsValue(true)`). */
function valueAt(values: unknown, name: (string | number)[]): unknown {
  return name.reduce<unknown>(
    (v, part) => (v === null || typeof v !== 'object' ? undefined : (v as never)[part]),
    values,
  );
}

/** The values each form was last refused with: a form is mended against them. */
const refusals = new WeakMap<FormInstance, unknown>();

/** Clears the messages of each field whose value is no longer the one the form was refused with. */
function mend(form: FormInstance) {
  if (!refusals.has(form)) return;
  const refused = refusals.get(form);
  const stale = form
    .getFieldsError()
    .filter((f) => f.errors.length && !Object.is(valueAt(refused, f.name), form.getFieldValue(f.name)));
  if (stale.length) form.setFields(stale.map((f) => ({ name: f.name, errors: [] })));
}

const everything = (all: unknown) => all;

/** Inside the form: mends what the form itself changed (`useWatch` tells, a task after the change). */
function Follower({ form }: { form: FormInstance }) {
  const values: unknown = Form.useWatch(everything, { form, preserve: true });
  useEffect(() => mend(form), [form, values]);
  return null;
}

/**
 * Lets a field's messages go as soon as its value changes, whoever changed it, and the next
 * submit checks it again. Gives the form's `onFinishFailed` and what its submit calls when the
 * server refuses (`refused`: the values are kept as they were), its `onValuesChange` (`changed`:
 * the user's change mended in its own event, so nothing moves under the pointer a moment later),
 * and the `follower` to render inside it, which mends what the form itself fills in (a
 * curriculum chosen fills in its price). The form's values are replaced, not changed in place,
 * as they change: a field whose value is no longer the same value or object is mended.
 */
export function useErrorsFollowValues(form: FormInstance): {
  refused: () => void;
  changed: () => void;
  follower: ReactElement;
} {
  const refused = useCallback(() => void refusals.set(form, form.getFieldsValue(true)), [form]);
  const changed = useCallback(() => mend(form), [form]);
  return { refused, changed, follower: createElement(Follower, { form }) };
}

/**
 * Shows an API error: field errors on their fields, and returns the message
 * for the rest (for the caller to show above the form). A path inside a field
 * (`class_ids.1`) lands on the field (`class_ids`).
 */
export function applyApiError(form: FormInstance, error: unknown, t: TFunction): string | null {
  if (!(error instanceof ApiError)) return errorText(t, 'server.error');
  const known = new Set([
    ...Object.keys(form.getFieldsValue(true) as object),
    ...Object.keys(form.getFieldsValue() as object),
  ]);
  const fieldOf = (path: string) => {
    const parts = path.split('.');
    for (let n = parts.length; n > 0; n--)
      if (known.has(parts.slice(0, n).join('.'))) return parts.slice(0, n).join('.');
    return null;
  };
  const byField = new Map<string, string[]>();
  let unplaced = 0;
  for (const e of error.errors) {
    const field = fieldOf(e.path);
    if (field === null) unplaced++;
    else byField.set(field, [...(byField.get(field) ?? []), errorText(t, e.code, e.params)]);
  }
  form.setFields([...byField].map(([name, errors]) => ({ name: name.split('.'), errors })));
  return byField.size && !unplaced ? null : errorText(t, error.code);
}
