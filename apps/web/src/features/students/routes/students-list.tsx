import { EyeOutlined } from '@ant-design/icons';
import { apiPermissions, roleAllowed, studentsResource, type Student } from '@dashboard/contracts';
import { App, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { DataColumn } from '../../../components/data-table';
import { DateText } from '../../../components/date-text';
import { EntityList } from '../../../components/entity-list';
import { LazyTooltip } from '../../../components/lazy-popups';
import { IconButtonLook } from '../../../components/looks';
import { Money } from '../../../components/money';
import { numberCells } from '../../../components/number-text';
import { RecordHistoryButton } from '../../../components/record-history-button';
import { useNameOf } from '../../../components/remote-select';
import { errorText } from '../../../lib/form';
import { ApiError } from '../../../lib/http';
import { langOf } from '../../../lib/names';
import { defineResource } from '../../../lib/resource';
import { useScreenHeading } from '../../../lib/screen-heading';
import { useAuth } from '../../../lib/session';
import { StudentFilters, studentFilterKeys } from '../components/student-filters';
import { TenthsPercent } from '../components/student-values';
import '../students.css';

const students = defineResource(studentsResource);

/**
 * /students: the students (a teacher's: those of his or her classes, without
 * balances), searched, filtered by stage, class, system, registration days
 * and balance, every column sortable, exported as filtered. An admin allows
 * or stops a student's comments from the row; a student's profile is one
 * click away. Students register in the student app: none is added here.
 */
export default function StudentsListPage() {
  const { t } = useTranslation(['students', 'common']);
  const heading = useScreenHeading();
  const navigate = useNavigate();
  const nameOf = useNameOf();
  const { message } = App.useApp();
  const role = useAuth().user?.role ?? null;
  const writes = roleAllowed(apiPermissions['students.write'], role);
  const seesWallets = roleAllowed(apiPermissions['wallets.read'], role);
  const readsHistory = roleAllowed(apiPermissions['audit.read'], role);
  const save = students.useUpdate();
  const [toggling, setToggling] = useState<number | null>(null);

  async function allowComments(student: Student, allowed: boolean) {
    setToggling(student.id);
    try {
      await save.mutateAsync({ id: student.id, can_comment: allowed });
      void message.success(t(allowed ? 'messages.commentAllowed' : 'messages.commentBlocked', { name: student.name }));
    } catch (err) {
      void message.error(errorText(t, err instanceof ApiError ? err.code : 'server.error'));
    } finally {
      setToggling(null);
    }
  }

  const named = (x: { name_ar: string; name_en: string } | null) => (x ? nameOf(x) : '');
  const columns: DataColumn<Student>[] = [
    {
      title: t('fields.name'),
      dataIndex: 'name',
      sortField: 'name',
      render: (name: string, s) => (
        <Link to={`/students/${s.id}`} lang={langOf(name)}>
          {name}
        </Link>
      ),
    },
    {
      title: t('fields.phone'),
      dataIndex: 'phone',
      sortField: 'phone',
      render: (v: string) => (
        <bdi dir="ltr" className="student-phone">
          {v}
        </bdi>
      ),
    },
    {
      title: t('fields.email'),
      dataIndex: 'email',
      sortField: 'email',
      render: (v: string | null) => (v ? <bdi dir="ltr">{v}</bdi> : t('noValue')),
    },
    { title: t('fields.class'), dataIndex: 'class', sortField: 'class', render: (_: unknown, s) => named(s.class) },
    { title: t('fields.system'), dataIndex: 'system', sortField: 'system', render: (_: unknown, s) => named(s.system) },
    {
      title: t('fields.created_at'),
      dataIndex: 'created_at',
      sortField: 'created_at',
      render: (v: string) => <DateText value={v} />,
    },
    {
      title: t('fields.quiz_average'),
      dataIndex: 'quiz_average',
      sortField: 'quiz_average',
      align: 'end' as const,
      render: (v: number | null) => <TenthsPercent tenths={v} />,
    },
    {
      title: t('fields.assignment_average'),
      dataIndex: 'assignment_average',
      sortField: 'assignment_average',
      align: 'end' as const,
      render: (v: number | null) => <TenthsPercent tenths={v} />,
    },
    {
      title: t('fields.points'),
      dataIndex: 'points',
      sortField: 'points',
      ...numberCells,
    },
    {
      title: t('fields.completion_rate'),
      dataIndex: 'completion_rate',
      sortField: 'completion_rate',
      align: 'end' as const,
      render: (v: number | null) => <TenthsPercent tenths={v} />,
    },
    // A teacher sees no wallet: the server sends no balance and refuses its sort and filters.
    ...(seesWallets
      ? [
          {
            title: t('fields.wallet_balance'),
            dataIndex: 'wallet_balance',
            sortField: 'wallet_balance',
            align: 'end' as const,
            render: (v: number | null) => (v === null ? t('noValue') : <Money piastres={v} />),
          },
        ]
      : []),
    {
      title: t('fields.can_comment'),
      dataIndex: 'can_comment',
      sortField: 'can_comment',
      render: (allowed: boolean, s) =>
        writes ? (
          <Switch
            checked={allowed}
            loading={toggling === s.id}
            aria-label={t('commentToggle', { name: s.name })}
            onChange={(on) => void allowComments(s, on)}
          />
        ) : (
          t(allowed ? 'yes' : 'no')
        ),
    },
  ];

  return (
    <EntityList
      config={{
        resource: students,
        ns: 'students',
        header: heading,
        sort: '-created_at',
        filterKeys: studentFilterKeys,
        filters: (value, onChange) => <StudentFilters value={value} onChange={onChange} wallet={seesWallets} />,
        // Students register in the student app and are never deleted here; they are edited on their profile.
        remove: false,
        nameOf: (s) => s.name,
        columns,
        actions: {
          before: (s) => (
            <>
              <LazyTooltip title={t('view')}>
                <IconButtonLook
                  icon={<EyeOutlined />}
                  aria-label={t('open', { name: s.name })}
                  onClick={() => navigate(`/students/${s.id}`)}
                />
              </LazyTooltip>
              {readsHistory && <RecordHistoryButton entity="students" id={s.id} name={s.name} />}
            </>
          ),
        },
      }}
    />
  );
}
