import { Alert, Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Pending } from '../../../components/pending';
import { useScreenHeading } from '../../../lib/screen-heading';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../lib/form';
import { ApiError } from '../../../lib/http';
import { useProfile } from '../api/get-profile';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';

/** A card's heading, an h2 under the page's h1. */
function CardTitle({ text }: { text: string }) {
  return (
    <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
      {text}
    </Typography.Title>
  );
}

/** /profile: every signed-in user's own name, email, photo and password. */
export default function ProfilePage() {
  const { t } = useTranslation(['profile', 'common']);
  const heading = useScreenHeading();
  const profile = useProfile();
  return (
    <>
      <PageHeader title={heading.title} crumbs={heading.crumbs} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card title={<CardTitle text={t('details')} />}>
            {profile.data ? (
              <ProfileForm key={profile.data.id} profile={profile.data} />
            ) : profile.isError ? (
              <Alert
                type="error"
                showIcon
                role="alert"
                title={errorText(t, profile.error instanceof ApiError ? profile.error.code : 'server.error')}
              />
            ) : (
              <Pending rows={6} />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={<CardTitle text={t('password.title')} />}>
            <PasswordForm />
          </Card>
        </Col>
      </Row>
    </>
  );
}
