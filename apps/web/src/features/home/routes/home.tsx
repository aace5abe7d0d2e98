import { sidebarFor, type DashboardStats } from '@dashboard/contracts';
import { Alert, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/session';
import { useScreenHeading } from '../../../lib/screen-heading';
import { CardLook } from '../../../components/looks';
import { NumberText } from '../../../components/number-text';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../lib/form';
import { ApiError } from '../../../lib/http';
import { useDashboardStats } from '../api/get-dashboard-stats';

/** The admin's counts and the list each opens (classes live under their stages). */
const statCards: { key: keyof DashboardStats; to: string }[] = [
  { key: 'stages', to: '/levels' },
  { key: 'classes', to: '/levels' },
  { key: 'subjects', to: '/categories' },
  { key: 'teachers', to: '/teachers' },
  { key: 'support_agents', to: '/support-agent' },
];

/** An admin's home: how many stages, classes, subjects, teachers and agents there are, each a way in. */
function AdminStats() {
  const { t } = useTranslation(['dashboard', 'common']);
  const stats = useDashboardStats(true);
  return (
    <section aria-labelledby="home-stats-title">
      <Typography.Title level={2} className="section-title" id="home-stats-title">
        {t('stats.title')}
      </Typography.Title>
      {stats.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={errorText(t, stats.error instanceof ApiError ? stats.error.code : 'server.error')}
        />
      ) : (
        <Row gutter={[16, 16]}>
          {statCards.map((c) => (
            <Col key={c.key} xs={24} sm={12} lg={8} xl={6}>
              <Link to={c.to} className="home-card-link" data-testid={`stat-${c.key}`}>
                <CardLook hoverable size="small">
                  {stats.data ? (
                    <Statistic
                      title={t(`stats.${c.key}`)}
                      valueRender={() => <NumberText value={stats.data[c.key]} />}
                    />
                  ) : (
                    <Skeleton active title={false} paragraph={{ rows: 2 }} />
                  )}
                </CardLook>
              </Link>
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}

/** Home: a greeting, then an admin's counts or, for the other roles, the sections they open. */
export default function HomePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const heading = useScreenHeading();
  if (!user) return null;
  const entries = sidebarFor(user.role, user.id);
  return (
    <>
      <PageHeader title={heading.title} crumbs={heading.crumbs} />
      <Typography.Paragraph className="home-greeting">
        {t('home.greeting', { name: user.username, role: t(`roles.${user.role}`) })}
      </Typography.Paragraph>
      {user.role === 'admin' ? (
        <AdminStats />
      ) : (
        <>
          <Typography.Title level={2} className="section-title">
            {t('home.sections')}
          </Typography.Title>
          <Row gutter={[16, 16]}>
            {entries.map((e) => (
              <Col key={e.key} xs={24} sm={12} lg={8} xl={6}>
                <Link to={e.path} className="home-card-link">
                  <CardLook hoverable size="small">
                    {t(`nav.${e.key}`)}
                  </CardLook>
                </Link>
              </Col>
            ))}
          </Row>
        </>
      )}
    </>
  );
}
