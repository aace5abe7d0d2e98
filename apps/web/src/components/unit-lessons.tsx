import { lessonsResource, type CurriculumOutline, type Lesson } from '@dashboard/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { defineResource } from '../lib/resource';
import type { FormConfig } from './entity-form';
import { ElementCounts } from './element-counts';
import { OrderedList } from './ordered-list';
import { useTitleOf } from './remote-select';
import type { TitledValues } from './titled-form';

const lessons = defineResource(lessonsResource);

/** A lesson as a curriculum's outline lists it (no description). */
export type OutlineLesson = CurriculumOutline['units'][number]['lessons'][number];

/**
 * A unit's lessons in order (its curriculum's page, its own page), each a
 * link to the lesson with its counts: added under the unit, edited in a
 * dialog (`form`, fetched when it first opens; it starts from the whole
 * lesson, which an outline's lesson is not), deleted, and put in order by
 * `reorder` (every lesson's id, once).
 */
export function UnitLessons(props: {
  unitId: number;
  items: OutlineLesson[];
  /** The list's name: "Lessons", "Lessons of <unit>". */
  label: string;
  form: () => Promise<FormConfig<Lesson, TitledValues>>;
  reorder: (ids: number[]) => Promise<unknown>;
  testId: string;
}) {
  const { t } = useTranslation(['units', 'curricula']);
  const titleOf = useTitleOf();
  const client = useQueryClient();
  const create = lessons.useCreate();
  const save = lessons.useUpdate();
  const remove = lessons.useDelete();
  return (
    <OrderedList<OutlineLesson, Lesson, TitledValues, TitledValues>
      items={props.items}
      ns="lessons"
      orderNs="curricula"
      label={props.label}
      nameOf={titleOf}
      empty={t('units:noLessons')}
      render={(lesson) => (
        <>
          <Link to={`/lessons/${lesson.id}`} className="ordered-item-title">
            {titleOf(lesson)}
          </Link>
          <ElementCounts counts={lesson} />
        </>
      )}
      form={props.form}
      // An outline's lesson has no description: the dialog starts from the whole lesson.
      editable={(lesson) => client.fetchQuery(lessons.oneQuery(lesson.id))}
      add={{
        label: t('curricula:addLesson'),
        create: (body) => create.mutateAsync({ ...body, unit_id: props.unitId }),
      }}
      save={(id, body) => save.mutateAsync({ ...body, id })}
      remove={(lesson) => remove.mutateAsync(lesson.id)}
      reorder={props.reorder}
      testId={props.testId}
    />
  );
}
