import { Alert, App, Button, Card, Form, Modal, Space, type FormInstance } from 'antd';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyApiError, useErrorsFollowValues } from '../lib/form';
import { PageHeader, type Crumb } from './page-header';

export type FormMode = 'create' | 'edit';

/**
 * One entity's form, as a plain typed object: the fields (a component, so it
 * can use hooks), the starting values and how the values become the request
 * body. `EntityForm` adds the rest: validation on submit (a field's messages going when it is changed), the busy button,
 * cancel, and the server's field errors on their fields (the others above the
 * form). `FormDialog` and `FormPage` add the mutation, the toast and leaving.
 *
 * Catalogue keys read from `ns`: `add`, `edit`, `messages.created`, `messages.updated`.
 */
export interface FormConfig<Item, Values, Body = Values> {
  /** The entity's catalogue namespace. */
  ns: string;
  /** The form's `Form.Item`s. */
  Fields: ComponentType<{ mode: FormMode; item?: Item; form: FormInstance<Values> }>;
  /** The starting values, from the item on edit. */
  initialValues?: (item?: Item) => Partial<Values>;
  /** The request body from the submitted values (the values themselves when left out). */
  toBody?: (values: Values, mode: FormMode, item?: Item) => Body;
  /** The form element's test id. */
  testId?: string;
  /** The dialog's width when it is edited in one. */
  dialogWidth?: number;
}

/** A form of a `FormConfig`: submit, cancel, and the server's answer shown where it belongs. */
export function EntityForm<Item, Values, Body>(props: {
  config: FormConfig<Item, Values, Body>;
  mode: FormMode;
  item?: Item;
  /** Starting values over the config's (a new class's next place). */
  defaults?: Partial<Values>;
  submitLabel: string;
  onSubmit: (body: Body) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { config, mode, item } = props;
  const { t } = useTranslation([config.ns, 'common']);
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { refused, changed, follower } = useErrorsFollowValues(form);
  const { Fields } = config;

  async function submit(values: Values) {
    setBusy(true);
    setError(null);
    try {
      await props.onSubmit(config.toBody ? config.toBody(values, mode, item) : (values as unknown as Body));
    } catch (err) {
      setError(applyApiError(form, err, t));
      refused();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ ...config.initialValues?.(item), ...props.defaults }}
      onFinish={submit}
      onFinishFailed={refused}
      onValuesChange={changed}
      validateTrigger="onSubmit"
      noValidate
      className="entity-form"
      data-testid={config.testId}
    >
      {follower}
      {error && <Alert type="error" title={error} showIcon role="alert" className="form-error" />}
      <Fields mode={mode} item={item} form={form} />
      <Space>
        <Button type="primary" htmlType="submit" loading={busy}>
          {props.submitLabel}
        </Button>
        {props.onCancel && <Button onClick={props.onCancel}>{t('common:actions.cancel')}</Button>}
      </Space>
    </Form>
  );
}

/** What a dialog is open for: a new item (with starting values of its own) or one item. */
export type DialogState<Item, Values> =
  { mode: 'create'; defaults?: Partial<Values> } | { mode: 'edit'; item: Item } | null;

/**
 * Adds or edits in a dialog: calls `save` (the resource's create or update),
 * toasts `messages.created` / `messages.updated`, and closes.
 */
export function FormDialog<Item, Values, Body>(props: {
  config: FormConfig<Item, Values, Body>;
  state: DialogState<Item, Values>;
  save: (body: Body, state: NonNullable<DialogState<Item, Values>>) => Promise<unknown>;
  onClose: () => void;
}) {
  const { config, state } = props;
  const { t } = useTranslation([config.ns, 'common']);
  const { message } = App.useApp();
  return (
    <Modal
      open={state !== null}
      title={t(state?.mode === 'create' ? 'add' : 'edit')}
      footer={null}
      width={config.dialogWidth}
      onCancel={props.onClose}
      destroyOnHidden
    >
      {state && (
        <EntityForm
          config={config}
          mode={state.mode}
          item={state.mode === 'edit' ? state.item : undefined}
          defaults={state.mode === 'create' ? state.defaults : undefined}
          submitLabel={state.mode === 'create' ? t('add') : t('common:actions.save')}
          onCancel={props.onClose}
          onSubmit={async (body) => {
            await props.save(body, state);
            void message.success(t(state.mode === 'create' ? 'messages.created' : 'messages.updated'));
            props.onClose();
          }}
        />
      )}
    </Modal>
  );
}

/**
 * An add page (`/levels/add`): the header, the form in a card; on success the
 * `messages.created` toast, then `after(created)` (the list, or the new item's page).
 */
export function FormPage<Item, Values, Body, Created>(props: {
  config: FormConfig<Item, Values, Body>;
  title: string;
  crumbs: Crumb[];
  create: (body: Body) => Promise<Created>;
  /** Where to go on cancel. */
  back: string;
  /** Where to go once created (`back` when left out). */
  after?: (created: Created) => string;
  cardClassName?: string;
}) {
  const { config } = props;
  const { t } = useTranslation([config.ns, 'common']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={props.title} crumbs={props.crumbs} />
      <Card className={['form-card', props.cardClassName].filter(Boolean).join(' ')}>
        <EntityForm
          config={config}
          mode="create"
          submitLabel={t('add')}
          onCancel={() => navigate(props.back)}
          onSubmit={async (body) => {
            const created = await props.create(body);
            void message.success(t('messages.created'));
            navigate(props.after ? props.after(created) : props.back);
          }}
        />
      </Card>
    </>
  );
}
