import { EditOutlined } from '@ant-design/icons';
import { apiPermissions, roleAllowed, studentsResource } from '@dashboard/contracts';
import { Button, Card, Descriptions, Flex, Space } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DateText } from '../../../components/date-text';
import { useEditDialog } from '../../../components/edit-dialog';
import { LoadFailure } from '../../../components/load-failure';
import { NumberText } from '../../../components/number-text';
import { PageHeader } from '../../../components/page-header';
import { Pending } from '../../../components/pending';
import { BackButton, RecordPending, SectionTitle } from '../../../components/record-page';
import { useNameOf } from '../../../components/remote-select';
import { langOf } from '../../../lib/names';
import { defineResource } from '../../../lib/resource';
import { useScreenHeading } from '../../../lib/screen-heading';
import { useAuth } from '../../../lib/session';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { TenthsPercent } from '../components/student-values';
import { SubscriptionsCard } from '../components/subscriptions-card';
import { TimelineCard } from '../components/timeline-card';
import { WalletCard } from '../components/wallet-card';
import '../students.css';

const students = defineResource(studentsResource);
// The form (its schemas and option lists) is fetched when the dialog first opens.
const studentForm = () => import('../components/student-form').then((m) => m.studentForm);
// The log's reader is fetched when the history, at the page's end, comes near the viewport.
const RecordHistory = lazy(() =>
  import('../../../components/record-history').then((m) => ({ default: m.RecordHistory })),
);

/**
 * /students/:id: a student's details and results; for admins and teachers
 * the subscriptions, live and canceled (an admin adds, renews and restores
 * them); for admins and support agents the wallet with its ledger (an admin
 * credits and debits it); for admins the edit dialog and the record's history. A teacher opens only the
 * students of his or her classes: another is not found (404), and said so.
 */
export default function StudentProfilePage() {
  const { t } = useTranslation(['students', 'common', 'audit-log']);
  const heading = useScreenHeading();
  const nameOf = useNameOf();
  const role = useAuth().user?.role ?? null;
  const writes = roleAllowed(apiPermissions['students.write'], role);
  const seesWallet = roleAllowed(apiPermissions['wallets.read'], role);
  const movesMoney = roleAllowed(apiPermissions['wallets.write'], role);
  const readsHistory = roleAllowed(apiPermissions['audit.read'], role);
  const seesSubscriptions = roleAllowed(apiPermissions['subscriptions.read'], role);
  const subscribes = roleAllowed(apiPermissions['subscriptions.write'], role);
  const { id = '' } = useParams();
  const student = students.useOne(id);
  const save = students.useUpdate();
  const { edit, dialog } = useEditDialog(studentForm);
  const s = student.data;
  const back = <BackButton to="/students">{t('backToList')}</BackButton>;

  if (!s) return <RecordPending query={student} failure={(error) => <LoadFailure error={error} extra={back} />} />;

  return (
    <>
      <PageHeader
        title={s.name}
        crumbs={heading.crumbs}
        extra={
          <Space wrap>
            {back}
            {writes && (
              <Button type="primary" icon={<EditOutlined />} onClick={edit}>
                {t('edit')}
              </Button>
            )}
          </Space>
        }
      />
      <Flex vertical gap={16}>
        <Card title={<SectionTitle>{t('details')}</SectionTitle>}>
          <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle" data-testid="student-details">
            <Descriptions.Item label={t('fields.name')}>
              <span lang={langOf(s.name)}>{s.name}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.phone')}>
              <bdi dir="ltr" className="student-phone">
                {s.phone}
              </bdi>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.email')}>
              {s.email ? <bdi dir="ltr">{s.email}</bdi> : t('noEmail')}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.stage')}>{s.stage ? nameOf(s.stage) : t('noValue')}</Descriptions.Item>
            <Descriptions.Item label={t('fields.class')}>{s.class ? nameOf(s.class) : t('noClass')}</Descriptions.Item>
            <Descriptions.Item label={t('fields.system')}>
              {s.system ? nameOf(s.system) : t('noSystem')}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.created_at')}>
              <DateText value={s.created_at} />
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.can_comment')}>
              <span data-testid="student-can-comment">{t(s.can_comment ? 'yes' : 'no')}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.quiz_average')}>
              <TenthsPercent tenths={s.quiz_average} />
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.assignment_average')}>
              <TenthsPercent tenths={s.assignment_average} />
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.points')}>
              <NumberText value={s.points} />
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.completion_rate')}>
              <TenthsPercent tenths={s.completion_rate} />
            </Descriptions.Item>
          </Descriptions>
        </Card>
        {seesSubscriptions && <SubscriptionsCard student={s} writes={subscribes} />}
        {seesWallet && <WalletCard student={s} moves={movesMoney} />}
        {seesWallet && <TimelineCard studentId={s.id} />}
        {readsHistory && <HistoryCard id={s.id} title={t('audit-log:history.title')} />}
      </Flex>
      {writes && dialog(s, (body) => save.mutateAsync({ ...body, id: s.id }))}
    </>
  );
}

/** The record's history (admins), its reader fetched as the user scrolls near it. */
function HistoryCard({ id, title }: { id: number; title: string }) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const pending = <Pending rows={3} />;
  return (
    <Card title={<SectionTitle>{title}</SectionTitle>}>
      <div ref={ref}>
        {near ? (
          <Suspense fallback={pending}>
            <RecordHistory entity="students" id={id} />
          </Suspense>
        ) : (
          pending
        )}
      </div>
    </Card>
  );
}
