import { foldForSearch } from '@dashboard/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Result, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader, type Crumb } from '../../components/page-header';
import { errorText } from '../../lib/form';
import { useClass } from '../../features/classes/api/get-class';
import { getClassesQueryOptions } from '../../features/classes/api/get-classes';
import { SpecializationsSection } from '../../features/specializations/components/specializations-section';
import { SystemsSection } from '../../features/systems/components/systems-section';
import { useScreenHeading } from '../use-screen';

/** Every class, for the filter and the dialogs' class field; a school ladder has a few dozen at most. */
const allClasses = { page: 1, pageSize: 100, sort: 'sort_order' };

const classSearch = {
  filterOption: (input: string, option?: { label?: unknown }) =>
    foldForSearch(String(option?.label ?? '')).includes(foldForSearch(input)),
};

const positiveId = (value: string | null | undefined) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * /classes/:id?/systems: a class's educational systems and its
 * specializations, two lists on one page. Without an id it shows those of
 * every class, with a class filter in the URL (`?class_id=`). Composed here
 * because one feature may not import another.
 */
export default function ClassSystemsPage() {
  const { t, i18n } = useTranslation(['systems', 'classes', 'common']);
  const heading = useScreenHeading();
  const navigate = useNavigate();
  const idParam = useParams().id;
  const fixed = idParam !== undefined;
  const fixedId = fixed ? (positiveId(idParam) ?? 0) : undefined;
  const [search, setSearch] = useSearchParams();
  const filterId = positiveId(search.get('class_id'));
  const classId = fixed ? fixedId : filterId;

  const cls = useClass(fixedId);
  const classes = useQuery({ ...getClassesQueryOptions(allClasses), enabled: !fixed });
  const nameOf = (x: { name_ar: string; name_en: string }) => (i18n.language === 'ar' ? x.name_ar : x.name_en);
  const classOptions = (classes.data?.items ?? []).map((c) => ({ value: c.id, label: nameOf(c) }));

  let title = heading.title;
  let crumbs: Crumb[] = heading.crumbs;
  if (cls.data) {
    const c = cls.data;
    title = t('titleOf', { class: nameOf(c) });
    crumbs = [
      ...heading.crumbs.slice(0, -1),
      {
        title: t('classes:titleOf', { stage: i18n.language === 'ar' ? c.stage_name_ar : c.stage_name_en }),
        to: `/levels/${c.stage_id}/classes`,
      },
      { title },
    ];
  }

  if (fixed && (cls.isError || !fixedId)) {
    return (
      <>
        <PageHeader title={title} crumbs={crumbs} />
        <Result
          status="404"
          title={errorText(t, 'resource.not_found')}
          extra={<Button onClick={() => navigate('/levels')}>{t('common:actions.back')}</Button>}
        />
      </>
    );
  }

  const chooseClass = (value?: number) =>
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
          <Select
            allowClear
            showSearch={classSearch}
            style={{ inlineSize: 260, maxInlineSize: '100%' }}
            aria-label={t('classFilter')}
            placeholder={t('allClasses')}
            value={filterId}
            options={classOptions}
            loading={classes.isLoading}
            onChange={chooseClass}
            data-testid="filter-class"
          />
        </Flex>
      )}
      {(!fixed || cls.data) && (
        <Flex vertical gap={32}>
          <SystemsSection classId={classId} classFixed={fixed} classOptions={classOptions} />
          <SpecializationsSection classId={classId} classFixed={fixed} classOptions={classOptions} />
        </Flex>
      )}
    </>
  );
}
