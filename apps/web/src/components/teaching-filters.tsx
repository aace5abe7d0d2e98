import { classesResource, subjectsResource, teachersResource } from '@dashboard/contracts';
import { Select, type SelectProps } from 'antd';
import type { TFunction } from 'i18next';
import type { CSSProperties } from 'react';
import { defineResource } from '../lib/resource';
import { useAuth } from '../lib/session';
import { FilterField } from './list-refusal';
import { RemoteSelect } from './remote-select';

const classes = defineResource(classesResource);
const subjects = defineResource(subjectsResource);
const teachers = defineResource(teachersResource);

type Filters = { teacher_id?: string; class_id?: string; subject_id?: string };

/**
 * A list's teacher (an admin's only: a teacher's list holds his or her own),
 * class and subject filters (`filter-teacher|class|subject`), ids kept as the
 * URL's strings. Scoped, the subject is of the chosen class and choosing
 * another class clears it. Each is named (aria-label and placeholder) by the
 * list's namespace: `filters.teacher|class|subject` of `t`, and shows the
 * list's refusal of its key (a link's id that is no id).
 */
export function TeachingFilters(props: {
  value: Filters;
  onChange: (filters: Filters) => void;
  t: TFunction;
  /** Whether a teacher is filtered (the list's own choice; an admin's only). */
  teacher?: boolean;
  /** Whether the subject is of the chosen class, and another class clears it. */
  scoped?: boolean;
  /** Subject first, then class (the teachers' list). */
  subjectFirst?: boolean;
  style: CSSProperties;
}) {
  const { user } = useAuth();
  const { value, onChange, t, scoped } = props;
  const common = { allowClear: true, stringIds: true, style: props.style };
  const { class_id } = value;
  const classSelect = (
    <FilterField name="class_id">
      {(mark) => (
        <RemoteSelect
          {...common}
          {...mark}
          resource={classes}
          aria-label={t('filters.class')}
          placeholder={t('filters.class')}
          value={class_id}
          onChange={(v) =>
            onChange(
              scoped
                ? { class_id: v as string | undefined, subject_id: undefined }
                : { class_id: v as string | undefined },
            )
          }
          data-testid="filter-class"
        />
      )}
    </FilterField>
  );
  const subjectSelect = (
    <FilterField name="subject_id">
      {(mark) => (
        <RemoteSelect
          {...common}
          {...mark}
          resource={subjects}
          {...(scoped ? { scope: class_id ? { class_id } : {} } : {})}
          aria-label={t('filters.subject')}
          placeholder={t('filters.subject')}
          value={value.subject_id}
          onChange={(v) => onChange({ subject_id: v as string | undefined })}
          data-testid="filter-subject"
        />
      )}
    </FilterField>
  );
  return (
    <>
      {props.teacher && user?.role === 'admin' && (
        <FilterField name="teacher_id">
          {(mark) => (
            <RemoteSelect
              {...common}
              {...mark}
              resource={teachers}
              labelOf={(x) => x.name}
              aria-label={t('filters.teacher')}
              placeholder={t('filters.teacher')}
              value={value.teacher_id}
              onChange={(v) => onChange({ teacher_id: v as string | undefined })}
              data-testid="filter-teacher"
            />
          )}
        </FilterField>
      )}
      {props.subjectFirst ? subjectSelect : classSelect}
      {props.subjectFirst ? classSelect : subjectSelect}
    </>
  );
}

/** A list's filter of a few fixed choices (`filter-<testId>`), named by its label (aria-label and placeholder). */
export function ChoiceFilter(props: {
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
  inlineSize: number;
  testId: string;
  styles?: SelectProps['styles'];
}) {
  return (
    <Select
      allowClear
      style={{ inlineSize: props.inlineSize }}
      aria-label={props.label}
      placeholder={props.label}
      value={props.value}
      options={props.options}
      onChange={(v?: string) => props.onChange(v)}
      styles={props.styles}
      data-testid={`filter-${props.testId}`}
    />
  );
}
