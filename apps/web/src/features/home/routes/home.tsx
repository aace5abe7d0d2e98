import { sidebarFor } from '@dashboard/contracts';
import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../app/auth';
import { useScreenHeading } from '../../../app/use-screen';
import { PageHeader } from '../../../components/page-header';

/** Home: a greeting and the sections the user's role opens. */
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
      <Typography.Title level={2} className="section-title">
        {t('home.sections')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {entries.map((e) => (
          <Col key={e.key} xs={24} sm={12} lg={8} xl={6}>
            <Link to={e.path} className="home-card-link">
              <Card hoverable size="small">
                {t(`nav.${e.key}`)}
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </>
  );
}
