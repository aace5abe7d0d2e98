import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import NotFound from './not-found';

/** Any other route error: its status and message, 500 when it has none. */
export default function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const status = isRouteErrorResponse(error) ? error.status : ((error as { status?: number })?.status ?? 500);
  const message = isRouteErrorResponse(error) ? error.statusText || t('errors.server.error') : t('errors.server.error');
  return (
    <div className="centered-page">
      <Result
        status={status === 403 ? '403' : status >= 500 ? '500' : 'error'}
        title={<h1 className="result-title">{status || 500}</h1>}
        subTitle={message}
        extra={
          <Link to="/" className="home-link">
            {t('common.backHome')}
          </Link>
        }
      />
    </div>
  );
}
