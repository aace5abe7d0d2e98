import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NumberText } from '../components/number-text';

/** The spec's 404 page: 'This page could not be found', with a link home; the number in the user's digits. */
export default function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="centered-page">
      <Result
        status="404"
        title={
          <h1 className="result-title">
            <NumberText value={404} />
          </h1>
        }
        subTitle={t('errors.http.not_found')}
        extra={
          <Link to="/" className="home-link">
            {t('common.backHome')}
          </Link>
        }
      />
    </div>
  );
}
