import { lessonsResource, unitsResource, type CurriculumOutline, type Lesson } from '@dashboard/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ElementCounts } from '../../../components/element-counts';
import { OrderedList } from '../../../components/ordered-list';
import { useTitleOf } from '../../../components/remote-select';
import type { TitledValues } from '../../../components/titled-form';
import { defineResource } from '../../../lib/resource';
import { useCurriculumOutline, useOrderLessons, useOrderUnits } from '../api/curriculum-outline';

const units = defineResource(unitsResource);
const lessons = defineResource(lessonsResource);

type OutlineUnit = CurriculumOutline['units'][number];
type OutlineLesson = OutlineUnit['lessons'][number];

// The dialogs' forms (and their schemas) are fetched when a dialog first opens.
const unitForm = () => import('./outline-forms').then((m) => m.unitForm);
const lessonForm = () => import('./outline-forms').then((m) => m.lessonForm);

/**
 * A curriculum's units in order, each with its lessons in order and their
 * counts: units and lessons are added, edited (a dialog), deleted (after a
 * confirmation) and put in order here, by drag or by keyboard.
 */
export function CurriculumOutlineSection({ curriculumId }: { curriculumId: number }) {
  const { t } = useTranslation(['curricula', 'units', 'common']);
  const titleOf = useTitleOf();
  const client = useQueryClient();
  const outline = useCurriculumOutline(String(curriculumId));
  const orderUnits = useOrderUnits(curriculumId);
  const orderLessons = useOrderLessons();
  const createUnit = units.useCreate();
  const saveUnit = units.useUpdate();
  const removeUnit = units.useDelete();
  const createLesson = lessons.useCreate();
  const saveLesson = lessons.useUpdate();
  const removeLesson = lessons.useDelete();

  if (!outline.data) return <Skeleton active paragraph={{ rows: 6 }} />;

  const lessonsOf = (unit: OutlineUnit) => (
    <OrderedList<OutlineLesson, Lesson, TitledValues, TitledValues>
      items={unit.lessons}
      ns="lessons"
      orderNs="curricula"
      label={t('lessonsOf', { name: titleOf(unit) })}
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
      form={lessonForm}
      // An outline's lesson has no description: the dialog starts from the whole lesson.
      editable={(lesson) => client.fetchQuery(lessons.oneQuery(lesson.id))}
      add={{
        label: t('addLesson'),
        create: (body) => createLesson.mutateAsync({ ...body, unit_id: unit.id }),
      }}
      save={(id, body) => saveLesson.mutateAsync({ ...body, id })}
      remove={(lesson) => removeLesson.mutateAsync(lesson.id)}
      reorder={(ids) => orderLessons.mutateAsync({ unitId: unit.id, ids })}
      testId={`unit-lessons-${unit.id}`}
    />
  );

  return (
    <OrderedList
      items={outline.data.units}
      ns="units"
      orderNs="curricula"
      label={t('outline')}
      nameOf={titleOf}
      empty={t('noUnits')}
      render={(unit) => (
        <>
          <Link to={`/units/${unit.id}`} className="ordered-item-title">
            {titleOf(unit)}
          </Link>
          <span>{t('lessonCount', { count: unit.lesson_count })}</span>
          <ElementCounts counts={unit} />
        </>
      )}
      below={lessonsOf}
      form={unitForm}
      editable={(unit) => unit}
      add={{
        label: t('addUnit'),
        create: (body) => createUnit.mutateAsync({ ...body, curriculum_id: curriculumId }),
      }}
      save={(id, body) => saveUnit.mutateAsync({ ...body, id })}
      remove={(unit) => removeUnit.mutateAsync(unit.id)}
      reorder={(ids) => orderUnits.mutateAsync(ids)}
      testId="curriculum-outline"
    />
  );
}
