import { addDays, formatMoney, homeSectionsFor, startOfDay, type DashboardStats } from '@dashboard/contracts';
import { Alert, Col, Row, Statistic, Typography } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Pending } from '../../../components/pending';
import { useAuth } from '../../../lib/session';
import { useScreenHeading } from '../../../lib/screen-heading';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { CardLook } from '../../../components/looks';
import { NumberText } from '../../../components/number-text';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../lib/form';
import { ApiError } from '../../../lib/http';
import { useDashboardStats } from '../api/get-dashboard-stats';

/** The chart of the last 30 days' revenue: its own chunk, fetched with the figures. */
const DailyMoneyChart = lazy(() => import('../../../components/daily-money-chart'));

type Count = 'stages' | 'classes' | 'subjects' | 'teachers' | 'support_agents';

/** The admin's counts and the list each opens (classes live under their stages). */
const statCards: { key: Count; to: string }[] = [
  { key: 'stages', to: '/levels' },
  { key: 'classes', to: '/levels' },
  { key: 'subjects', to: '/categories' },
  { key: 'teachers', to: '/teachers' },
  { key: 'support_agents', to: '/support-agent' },
];

/**
 * The money figures and the list behind each, from today in Cairo (the
 * server's: the last day of its 30): active subscriptions, this month's and
 * last month's revenue (the payments report over the month), the students
 * registered in the last seven days.
 */
function moneyCards(stats: DashboardStats) {
  const today = stats.revenue_by_day.at(-1)!.day;
  const monthStart = `${today.slice(0, 7)}-01`;
  const lastMonthEnd = addDays(monthStart, -1);
  const lastMonthStart = `${lastMonthEnd.slice(0, 7)}-01`;
  return [
    { key: 'active_subscriptions', to: '/subscriptions?status=active', money: false },
    { key: 'revenue_this_month', to: `/payments?from=${monthStart}&to=${today}`, money: true },
    { key: 'revenue_last_month', to: `/payments?from=${lastMonthStart}&to=${lastMonthEnd}`, money: true },
    {
      key: 'new_students_this_week',
      to: `/students?registered_from=${encodeURIComponent(startOfDay(addDays(today, -6)))}`,
      money: false,
    },
  ] as const;
}

/**
 * The last 30 days' revenue, opening the payments report: below the fold, so
 * its code is fetched as the user scrolls near it (a skeleton holds its place).
 */
function RevenueChart({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation('dashboard');
  const { ref, near } = useNearViewport<HTMLAnchorElement>();
  const skeleton = <Pending title={false} rows={4} />;
  const caption = t('money.chart', { days: stats.revenue_by_day.length });
  // Named by its caption whether or not the chart has come: before it, the link held no text.
  return (
    <Link
      ref={ref}
      to="/payments"
      aria-label={caption}
      className="home-card-link home-chart-link"
      data-testid="home-revenue-chart"
    >
      <CardLook hoverable size="small">
        {near ? (
          <Suspense fallback={skeleton}>
            <DailyMoneyChart
              days={stats.revenue_by_day}
              caption={caption}
              dayHeading={t('money.day')}
              amountHeading={t('money.paid')}
            />
          </Suspense>
        ) : (
          skeleton
        )}
      </CardLook>
    </Link>
  );
}

/** An admin's money: four figures and 30 days of revenue, each opening the list behind it. */
function MoneyStats({ stats }: { stats: DashboardStats }) {
  const { t, i18n } = useTranslation(['dashboard', 'common']);
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  return (
    <section aria-labelledby="home-money-title" className="home-money">
      <Typography.Title level={2} className="section-title" id="home-money-title">
        {t('money.title')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {moneyCards(stats).map((c) => (
          <Col key={c.key} xs={24} sm={12} lg={6}>
            <Link to={c.to} className="home-card-link" data-testid={`stat-${c.key}`}>
              <CardLook hoverable size="small">
                <Statistic
                  title={t(`money.${c.key}`)}
                  valueRender={() =>
                    c.money ? <bdi>{formatMoney(stats[c.key], lang)}</bdi> : <NumberText value={stats[c.key]} />
                  }
                />
              </CardLook>
            </Link>
          </Col>
        ))}
      </Row>
      <RevenueChart stats={stats} />
    </section>
  );
}

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
                    <Pending title={false} rows={2} />
                  )}
                </CardLook>
              </Link>
            </Col>
          ))}
        </Row>
      )}
      {stats.data && <MoneyStats stats={stats.data} />}
    </section>
  );
}

/** Home: a greeting, then an admin's counts or, for the other roles, the sections they open. */
export default function HomePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const heading = useScreenHeading();
  const location = useLocation();
  const navigate = useNavigate();
  // Said while home stays open, not again on a reload: the history entry forgets it at once.
  const sentBack = (location.state as { denied?: boolean } | null)?.denied === true;
  const [denied] = useState(sentBack);
  useEffect(() => {
    if (sentBack) void navigate('.', { replace: true, state: null });
  }, [sentBack, navigate]);
  if (!user) return null;
  const entries = homeSectionsFor(user.role, user.id);
  return (
    <>
      <PageHeader title={heading.title} crumbs={heading.crumbs} />
      {denied && <Alert type="warning" showIcon title={t('home.denied')} className="home-denied" role="alert" />}
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
