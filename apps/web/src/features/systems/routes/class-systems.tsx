import { classesResource } from '@dashboard/contracts';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { NotFoundPage } from '../../../components/name-fields';
import { PageHeader, type Crumb } from '../../../components/page-header';
import { RemoteSelect, useNameOf } from '../../../components/remote-select';
import { defineResource } from '../../../lib/resource';
import { useScreenHeading } from '../../../lib/screen-heading';
import { ClassItemsSection, specializationsKind, systemsKind } from '../components/class-items-section';

const classes = defineResource(classesResource);

const positiveId = (value: string | null | undefined) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * /classes/:id?/systems: a class's educational systems and its
 * specializations, two lists on one page. Without an id it shows those of
 * every class, with a class filter in the URL (`?class_id=`).
 */
export default function ClassSystemsPage() {
  const { t } = useTranslation(['systems', 'classes', 'common']);
  const heading = useScreenHeading();
  const nameOf = useNameOf();
  const idParam = useParams().id;
  const fixed = idParam !== undefined;
  const fixedId = fixed ? (positiveId(idParam) ?? 0) : undefined;
  const [search, setSearch] = useSearchParams();
  const filterId = positiveId(search.get('class_id'));
  const classId = fixed ? fixedId : filterId;
  const cls = classes.useOne(fixedId);

  let title = heading.title;
  let crumbs: Crumb[] = heading.crumbs;
  if (cls.data) {
    const c = cls.data;
    title = t('titleOf', { class: nameOf(c) });
    crumbs = [
      ...heading.crumbs.slice(0, -1),
      {
        title: t('classes:titleOf', { stage: nameOf({ name_ar: c.stage_name_ar, name_en: c.stage_name_en }) }),
        to: `/levels/${c.stage_id}/classes`,
      },
      { title },
    ];
  }

  if (fixed && (cls.isError || !fixedId)) {
    return <NotFoundPage title={title} crumbs={crumbs} back="/levels" backLabel={t('common:actions.back')} t={t} />;
  }

  const chooseClass = (value?: unknown) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set('class_id', String(value));
      else next.delete('class_id');
      // Both lists start again at their first page.
      next.delete('systems.page');
      next.delete('specializations.page');
      return next;
    });

  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      {!fixed && (
        <Flex className="list-toolbar" gap={12} wrap>
          <RemoteSelect
            resource={classes}
            allowClear
            style={{ inlineSize: 260, maxInlineSize: '100%' }}
            aria-label={t('classFilter')}
            placeholder={t('allClasses')}
            value={filterId}
            onChange={chooseClass}
            data-testid="filter-class"
          />
        </Flex>
      )}
      {(!fixed || cls.data) && (
        <Flex vertical gap={32}>
          <ClassItemsSection kind={systemsKind} classId={classId} classFixed={fixed} />
          <ClassItemsSection kind={specializationsKind} classId={classId} classFixed={fixed} />
        </Flex>
      )}
    </>
  );
}
