import { unitsResource, type CurriculumOutline } from '@dashboard/contracts';

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ElementCounts } from '../../../components/element-counts';
import { OrderedList } from '../../../components/ordered-list';
import { Pending } from '../../../components/pending';
import { useTitleOf } from '../../../components/remote-select';
import { UnitLessons } from '../../../components/unit-lessons';
import { defineResource } from '../../../lib/resource';
import { useCurriculumOutline, useOrderLessons, useOrderUnits } from '../api/curriculum-outline';

const units = defineResource(unitsResource);

type OutlineUnit = CurriculumOutline['units'][number];

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
  const outline = useCurriculumOutline(String(curriculumId));
  const orderUnits = useOrderUnits(curriculumId);
  const orderLessons = useOrderLessons();
  const createUnit = units.useCreate();
  const saveUnit = units.useUpdate();
  const removeUnit = units.useDelete();

  if (!outline.data) return <Pending rows={6} />;

  const lessonsOf = (unit: OutlineUnit) => (
    <UnitLessons
      unitId={unit.id}
      items={unit.lessons}
      label={t('lessonsOf', { name: titleOf(unit) })}
      form={lessonForm}
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
