import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { errorText } from '../lib/form';
import { ApiError } from '../lib/http';

/**
 * Why a record's page shows no record, in the user's language: not found
 * (404, or an id that is no id), refused (403: another teacher's), or the
 * server's error; with a way back.
 */
export function LoadFailure({ error, extra }: { error: unknown; extra?: ReactNode }) {
  const { t } = useTranslation();
  const api = error instanceof ApiError ? error : null;
  const missing = api?.status === 404 || api?.status === 400;
  return (
    <div data-testid="load-failure">
      <Result
        status={missing ? '404' : api?.status === 403 ? '403' : 'error'}
        title={errorText(t, missing ? 'resource.not_found' : (api?.code ?? 'server.error'))}
        extra={extra}
      />
    </div>
  );
}
