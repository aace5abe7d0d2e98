import {
  classesResource,
  specializationsResource,
  systemsResource,
  systemCreateSchema,
  type System,
  type SystemCreate,
  type SystemUpdate,
} from '@dashboard/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormConfig } from '../../../components/entity-form';
import { EntityList } from '../../../components/entity-list';
import { NameFields, createdColumn, nameColumns } from '../../../components/name-fields';
import { RemoteSelect, useNameOf } from '../../../components/remote-select';
import { zodRule } from '../../../lib/form';
import { defineResource, type Resource } from '../../../lib/resource';

const classes = defineResource(classesResource);
const specializations = defineResource(specializationsResource);
const systems = defineResource(systemsResource);

/**
 * What differs between the two lists of a class that share this component:
 * educational systems and specializations are the same shape (a name in two
 * languages and a class), each with its own API, catalogue and URL prefix.
 */
export interface ClassItemKind {
  resource: Resource<System, SystemCreate, SystemUpdate>;
  /** Catalogue namespace, URL prefix (`systems.`) and test id (`systems-section`). */
  name: 'systems' | 'specializations';
}

export const systemsKind: ClassItemKind = { resource: systems, name: 'systems' };
export const specializationsKind: ClassItemKind = { resource: specializations, name: 'specializations' };

// Both contracts validate the same fields.
const shape = systemCreateSchema.shape;

/** The form's fields of a kind, with or without the class (made once each, so a dialog keeps its state). */
const fieldsMade = new Map<string, FormConfig<System, SystemCreate>['Fields']>();
const fieldsOf = (ns: string, chooseClass: boolean) => {
  const key = `${ns}:${String(chooseClass)}`;
  if (!fieldsMade.has(key)) fieldsMade.set(key, makeFields(ns, chooseClass));
  return fieldsMade.get(key)!;
};

const makeFields = (ns: string, chooseClass: boolean) =>
  function ClassItemFields() {
    const { t } = useTranslation([ns, 'common']);
    return (
      <>
        <NameFields shape={shape} t={t} />
        {chooseClass && (
          <Form.Item name="class_id" label={t('fields.class')} rules={[zodRule(shape.class_id, t)]}>
            <RemoteSelect resource={classes} />
          </Form.Item>
        )}
      </>
    );
  };

/**
 * The systems or the specializations of one class (`classId` with
 * `classFixed`), or of every class with `classId` as a filter: a titled
 * section with search, export, the table and add/edit in a dialog (the class
 * is chosen there only when the page is not one class's). Its list parameters
 * live in the URL under `<name>.`, so it shares a page with the other kind.
 */
export function ClassItemsSection(props: { kind: ClassItemKind; classId?: number; classFixed: boolean }) {
  const { name, resource } = props.kind;
  const { t, i18n } = useTranslation([name, 'common']);
  const nameOf = useNameOf();
  const ar = i18n.language === 'ar';
  const { classId, classFixed } = props;
  const form: FormConfig<System, SystemCreate> = {
    ns: name,
    Fields: fieldsOf(name, !classFixed),
    initialValues: (item) => item ?? {},
    toBody: (values, _mode, item) => ({ ...values, class_id: values.class_id ?? item?.class_id ?? classId! }),
  };

  return (
    <EntityList
      config={{
        resource,
        ns: name,
        header: { section: t('title'), testId: `${name}-section` },
        sort: 'class',
        prefix: `${name}.`,
        scope: classId !== undefined ? { class_id: classId } : {},
        add: { dialog: () => ({ class_id: classId }) },
        form,
        nameOf,
        columns: [
          ...nameColumns<System>(t),
          ...(classFixed
            ? []
            : [
                {
                  title: t('fields.class'),
                  key: 'class',
                  sortField: 'class',
                  render: (_: unknown, s: System) => (ar ? s.class_name_ar : s.class_name_en),
                },
              ]),
          createdColumn<System>(t),
        ],
      }}
    />
  );
}
