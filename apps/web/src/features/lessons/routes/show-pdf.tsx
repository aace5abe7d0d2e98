import { DownloadOutlined } from '@ant-design/icons';
import type { Problem } from '@dashboard/contracts';
import { Button, Flex } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/load-failure';
import { PageHeader } from '../../../components/page-header';
import { Pending } from '../../../components/pending';
import { apiBase } from '../../../lib/config';
import { ApiError, authHeaders } from '../../../lib/http';
import { useScreenHeading } from '../../../lib/screen-heading';
import '../components/show-pdf.css';

/** An upload's name as the server gives it: no path, no query. */
const UPLOAD_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/**
 * Whether the user may read the file: its first byte is asked for, so a
 * missing or refused file is said in the user's language rather than shown
 * as the server's answer inside the viewer.
 */
function useReadable(url: string | null) {
  const [state, setState] = useState<{ url: string; error: unknown } | null>(null);
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    fetch(url, { headers: { ...authHeaders(), range: 'bytes=0-0' }, signal: controller.signal })
      .then(async (res) => {
        if (res.ok) return setState({ url, error: null });
        const body: unknown = await res.json().catch(() => null);
        const problem =
          body && typeof body === 'object' && 'code' in body
            ? (body as Problem)
            : { status: res.status, code: res.status >= 500 ? 'server.error' : 'http.not_found', message: '' };
        setState({ url, error: new ApiError(problem) });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ url, error });
      });
    return () => controller.abort();
  }, [url]);
  return state?.url === url ? state : null;
}

/**
 * /show-pdf?file=<upload>&title=<title>: a PDF the user may read (a lesson's
 * document, an assignment's attachment), full height in the browser's own
 * viewer, with a download link for a browser that shows none.
 */
export default function ShowPdfPage() {
  const { t } = useTranslation(['lesson-elements', 'common']);
  const heading = useScreenHeading();
  const [params] = useSearchParams();
  const file = params.get('file') ?? '';
  const name = params.get('title')?.trim() || file;
  const valid = UPLOAD_NAME.test(file);
  const url = valid ? `${apiBase}/uploads/${encodeURIComponent(file)}` : null;
  const readable = useReadable(url);
  const title = name ? `${heading.title}: ${name}` : heading.title;

  if (!url || readable?.error) {
    const error = readable?.error ?? new ApiError({ status: 404, code: 'resource.not_found', message: '' });
    return (
      <>
        <PageHeader title={heading.title} crumbs={heading.crumbs} />
        <LoadFailure error={error} />
      </>
    );
  }

  const download = (
    <Button href={url} download={file} icon={<DownloadOutlined />}>
      {t('download', { name })}
    </Button>
  );
  return (
    <>
      <PageHeader title={title} crumbs={heading.crumbs} extra={download} />
      {readable ? (
        <Flex vertical className="show-pdf">
          <iframe className="show-pdf-frame" src={url} title={t('pdfOf', { name })}>
            {download}
          </iframe>
        </Flex>
      ) : (
        <Pending rows={10} />
      )}
    </>
  );
}
