import type { LessonElement, LessonElementCreate, LessonElementUpdate } from '@dashboard/contracts';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure';
import { OrderedList } from '../../../components/ordered-list';
import { Pending } from '../../../components/pending';
import { useTitleOf } from '../../../components/remote-select';
import { lessonElements, useCountsChanged, useLessonElements, useOrderElements } from '../api/lesson-elements';
import type { ElementFormBody, ElementValues } from './element-form';
import { ElementBody, ElementSummary } from './element-view';

// The dialog's form (and its schemas) is fetched when a dialog first opens.
const elementForm = () => import('./element-form').then((m) => m.elementForm);

/**
 * A lesson's elements in its order, each with its kind, its title and what
 * it is (a video's player, a document's link, a quiz's limits, an
 * assignment's instructions). Whoever may change the lesson adds, edits,
 * deletes and reorders them (`OrderedList`); a support agent reads them.
 */
export function LessonElements({ lessonId, writes }: { lessonId: number; writes: boolean }) {
  const { t } = useTranslation(['lesson-elements', 'common']);
  const titleOf = useTitleOf();
  const list = useLessonElements(lessonId);
  const create = lessonElements.useCreate();
  const save = lessonElements.useUpdate();
  const remove = lessonElements.useDelete();
  const order = useOrderElements(lessonId);
  const countsChanged = useCountsChanged();
  const items = list.data?.items;

  if (!items) {
    return list.isError ? <LoadFailure error={list.error} /> : <Pending rows={4} />;
  }
  if (!writes) {
    return items.length === 0 ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} data-testid="lesson-elements" />
    ) : (
      <div data-testid="lesson-elements">
        <ol className="element-list" aria-label={t('title')}>
          {items.map((e) => (
            <li key={e.id} data-id={e.id}>
              <div className="ordered-item-main">
                <ElementSummary element={e} />
              </div>
              <ElementBody element={e} />
            </li>
          ))}
        </ol>
      </div>
    );
  }
  return (
    <OrderedList<LessonElement, LessonElement, ElementValues, ElementFormBody>
      items={items}
      ns="lesson-elements"
      orderNs="curricula"
      label={t('title')}
      nameOf={titleOf}
      empty={t('empty')}
      render={(e) => <ElementSummary element={e} />}
      below={(e) => (e.type === 'video' || e.type === 'assignment' ? <ElementBody element={e} /> : null)}
      form={elementForm}
      editable={(e) => e}
      add={{
        label: t('add'),
        create: async (body) => {
          await create.mutateAsync({ ...body, lesson_id: lessonId } as LessonElementCreate);
          await countsChanged();
        },
      }}
      save={(id, body) => save.mutateAsync({ ...(body as LessonElementUpdate), id })}
      remove={async (e) => {
        await remove.mutateAsync(e.id);
        await countsChanged();
      }}
      reorder={(ids) => order.mutateAsync(ids)}
      testId="lesson-elements"
    />
  );
}
