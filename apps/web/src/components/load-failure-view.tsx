import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { errorText } from '../lib/form';
import { ApiError } from '../lib/http';

/** `LoadFailure`'s view (load-failure.tsx), fetched when a page first has a failure to show. */
export function LoadFailureView({ error, extra }: { error: unknown; extra?: ReactNode }) {
  const { t } = useTranslation();
  const api = error instanceof ApiError ? error : null;
  const missing = api?.status === 404 || api?.status === 400;
  return (
    <div data-testid="load-failure">
      <Result
        status={missing ? '404' : api?.status === 403 ? '403' : 'error'}
        title={errorText(t, missing ? 'resource.not_found' : (api?.code ?? 'server.error'))}
        // A page that names no way back of its own (its list) offers home.
        extra={
          extra ?? (
            <Link to="/" className="home-link">
              {t('common.backHome')}
            </Link>
          )
        }
      />
    </div>
  );
}
