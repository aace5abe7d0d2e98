import { FilePdfOutlined, PaperClipOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { embeddedVideo, formatNumber, type LessonElement } from '@dashboard/contracts';
import { Button, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { DateText } from '../../../components/date-text';
import { useTitleOf } from '../../../components/remote-select';
import { useFixedT, useLanguage } from '../../../i18n/language';
import './lesson-elements.css';

/** Where a document is read: `/show-pdf`, in the browser's own PDF viewer. */
export const pdfPage = (file: string, title: string) => `/show-pdf?${new URLSearchParams({ file, title }).toString()}`;

/** An element's line: its kind, its title in the user's language, and what it is in a few words. */
export function ElementSummary({ element: e }: { element: LessonElement }) {
  const t = useFixedT('lesson-elements');
  const tl = useFixedT('lessons');
  const locale = useLanguage();
  const titleOf = useTitleOf();
  const title = titleOf(e);
  const n = (value: number) => formatNumber(value, locale);
  return (
    <>
      <span className="element-head">
        <Tag>{tl(`elementTypes.${e.type}`)}</Tag>
        <span className="ordered-item-title element-title">{title}</span>
      </span>
      <Typography.Text type="secondary" className="element-facts">
        {e.type === 'video' && (e.url ? t('videoLink') : t('videoUpload'))}
        {e.type === 'document' && e.file && (
          <Link to={pdfPage(e.file, title)}>
            <FilePdfOutlined /> {t('openDocument', { name: title })}
          </Link>
        )}
        {e.type === 'quiz' && t('quizFacts', { minutes: n(e.time_limit_minutes ?? 0), mark: n(e.pass_mark ?? 0) })}
        {e.type === 'assignment' &&
          (e.due_at ? (
            <>
              {t('dueAt')} <DateText value={e.due_at} time />
            </>
          ) : (
            t('noDueDate')
          ))}
      </Typography.Text>
    </>
  );
}

/** What is under an element's line: a video's player, an assignment's instructions and attachment. */
export function ElementBody({ element: e }: { element: LessonElement }) {
  const t = useFixedT('lesson-elements');
  const titleOf = useTitleOf();
  const title = titleOf(e);
  if (e.type === 'video') {
    if (e.url) return <EmbeddedPlayer url={e.url} title={title} />;
    if (e.file_url)
      return (
        <video
          className="element-video"
          controls
          preload="metadata"
          src={e.file_url}
          aria-label={t('videoOf', { name: title })}
        >
          <a href={e.file_url} download>
            {t('downloadVideo', { name: title })}
          </a>
        </video>
      );
    return null;
  }
  if (e.type === 'assignment') {
    return (
      <div className="element-assignment">
        {e.body && (
          <Typography.Paragraph dir="auto" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
            {e.body}
          </Typography.Paragraph>
        )}
        {e.file_url && e.file && (
          <a
            href={e.file.endsWith('.pdf') ? pdfPage(e.file, title) : e.file_url}
            {...(e.file.endsWith('.pdf') ? {} : { download: '' })}
          >
            <PaperClipOutlined /> {t('attachment', { name: title })}
          </a>
        )}
      </div>
    );
  }
  return null;
}

/** A YouTube or Vimeo player, made only when asked for (it loads the provider's page and scripts). */
function EmbeddedPlayer({ url, title }: { url: string; title: string }) {
  const t = useFixedT('lesson-elements');
  const [open, setOpen] = useState(false);
  const video = embeddedVideo(url);
  if (!video)
    return (
      <a href={url} target="_blank" rel="noreferrer" dir="ltr">
        {url}
      </a>
    );
  return open ? (
    <iframe
      className="element-video"
      src={video.embedUrl}
      title={t('videoOf', { name: title })}
      allow="encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  ) : (
    <Button icon={<PlayCircleOutlined />} onClick={() => setOpen(true)}>
      {t('play', { name: title })}
    </Button>
  );
}
