import { ratingStars, type Rating } from '@dashboard/contracts';
import { Flex, Result, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Pending } from '../../../components/pending';
import { useAuth } from '../../../lib/session';
import { useScreenHeading } from '../../../lib/screen-heading';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { DateText } from '../../../components/date-text';
import { ExportButton } from '../../../components/export-button';
import { FilterField, ListRefusalScope, refusesQuery } from '../../../components/list-refusal';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../lib/form';
import { ApiError } from '../../../lib/http';
import { useListParams } from '../../../lib/list-params';
import { useTeacherRatings } from '../api/get-teacher-ratings';
import { langOf } from '../../../lib/names';
import { RatingSummary } from '../components/rating-summary';
import { Stars } from '../components/stars';
import '../teachers.css';

const ratingFilterKeys = ['stars'] as const;

/**
 * /teachers/:id/rates: a teacher's average, distribution and ratings. An
 * admin opens any teacher's from the list; a teacher his or her own from the
 * sidebar (the guard sends a teacher on another id home, the API refuses it).
 */
export default function TeacherRatingsPage() {
  const { t } = useTranslation(['teachers', 'common']);
  const { id = '' } = useParams();
  const { user } = useAuth();
  const heading = useScreenHeading();
  const { params, update, query } = useListParams({ sort: '-created_at', pageSize: 10 }, ratingFilterKeys);
  const ratings = useTeacherRatings(id, query);
  // A teacher cannot open the teachers' list: his or her breadcrumb leaves it out.
  const crumbs = user?.role === 'teacher' ? heading.crumbs.filter((c) => c.to !== '/teachers') : heading.crumbs;

  const columns: DataColumn<Rating>[] = [
    {
      title: t('ratings.fields.student'),
      dataIndex: 'student_name',
      render: (v: string) => <span lang={langOf(v)}>{v}</span>,
    },
    {
      title: t('ratings.fields.stars'),
      dataIndex: 'stars',
      sortField: 'stars',
      render: (v: number) => <Stars value={v} />,
    },
    {
      title: t('ratings.fields.comment'),
      dataIndex: 'comment',
      render: (v: string | null) =>
        v ? (
          <span lang={langOf(v)} dir="auto" className="rating-comment">
            {v}
          </span>
        ) : (
          <span className="rating-comment-none">{t('ratings.noComment')}</span>
        ),
    },
    {
      title: t('ratings.fields.created_at'),
      dataIndex: 'created_at',
      sortField: 'created_at',
      render: (v: string) => <DateText value={v} />,
    },
  ];

  const failed = ratings.error instanceof ApiError ? ratings.error : null;
  // A refusal of the list's query (a link's stars or sort) is shown with the filter that corrects it;
  // any other failure (no such teacher, another teacher's) is the page's.
  const refused = !ratings.data && refusesQuery(ratings.error, query);

  return (
    <>
      <PageHeader
        title={heading.title}
        crumbs={crumbs}
        extra={ratings.data ? <ExportButton resource={`teachers/${id}/ratings`} query={query} /> : undefined}
      />
      {failed && !ratings.data && !refused ? (
        <Result
          status={failed.status === 404 ? '404' : failed.status === 403 ? '403' : 'error'}
          title={errorText(t, failed.code)}
        />
      ) : !ratings.data && !refused ? (
        <Pending rows={10} />
      ) : (
        <ListRefusalScope error={refused ? ratings.error : null}>
          {ratings.data && <RatingSummary data={ratings.data} />}
          <Flex className="list-toolbar" gap={12} wrap>
            <FilterField name="stars">
              {(mark) => (
                <Select
                  {...mark}
                  allowClear
                  style={{ inlineSize: 200 }}
                  aria-label={t('ratings.fields.stars')}
                  placeholder={t('ratings.allStars')}
                  value={params.filters.stars}
                  options={[...ratingStars].reverse().map((s) => ({
                    value: String(s),
                    label: t('ratings.stars', { count: s }),
                  }))}
                  onChange={(v?: string) => update({ filters: { stars: v } })}
                  data-testid="filter-stars"
                />
              )}
            </FilterField>
          </Flex>
          <DataTable
            columns={columns}
            data={ratings.data}
            loading={ratings.isFetching}
            params={params}
            onChange={update}
            emptyText={t('ratings.empty')}
            error={ratings.error}
          />
        </ListRefusalScope>
      )}
    </>
  );
}
