import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useScreenHeading } from '../../../lib/screen-heading';
import { PageHeader } from '../../../components/page-header';

/** The spec shows no content for this page: its title, and the way back to sign-in. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const heading = useScreenHeading();
  return (
    <div className="login-page">
      <Card className="login-card">
        <PageHeader title={heading.title} crumbs={[]} />
        <Link to="/login">{t('login.backToLogin')}</Link>
      </Card>
    </div>
  );
}
