import { AudioOutlined, FileOutlined, FilePdfOutlined, UploadOutlined, VideoCameraOutlined } from '@ant-design/icons';
import {
  formatNumber,
  isLocale,
  megabytes,
  UPLOAD_MAX_BYTES,
  uploadKinds,
  uploadTypes,
  type Upload as Uploaded,
  type UploadKind,
} from '@dashboard/contracts';
import { Button, Flex, Image, Progress, Typography, Upload } from 'antd';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiBase } from '../lib/config';
import { errorText } from '../lib/form';
import { authHeaders } from '../lib/http';
import { useImagePreview } from './image-preview';

/** The endings a file picker offers for each kind, beside the media types (some systems type audio by ending only). */
const endings: Record<UploadKind, string[]> = {
  image: ['.png', '.jpg', '.jpeg', '.webp'],
  audio: ['.mp3', '.m4a', '.aac', '.ogg', '.oga', '.opus', '.wav', '.weba', '.webm'],
  pdf: ['.pdf'],
  video: ['.mp4', '.m4v', '.webm', '.mov'],
};

/** The kind a stored name's ending says (a WebM may be audio or video: its icon is a video's). */
function kindOfName(name: string): UploadKind | null {
  const ending = name.slice(name.lastIndexOf('.'));
  if (endings.image.includes(ending)) return 'image';
  if (ending === '.pdf') return 'pdf';
  if (['.mp4', '.mov', '.webm'].includes(ending)) return 'video';
  if (endings.audio.includes(ending)) return 'audio';
  return null;
}

/** The kind the browser's idea of a file's type suggests; the server reads the bytes and decides. */
function kindOfType(type: string): UploadKind | null {
  return uploadKinds.find((kind) => (uploadTypes[kind] as readonly string[]).includes(type)) ?? null;
}

/** A size in the user's digits and units. */
export function fileSizeText(t: TFunction, bytes: number, lang: string): string {
  const locale = isLocale(lang) ? lang : 'en';
  const [unit, value] =
    bytes >= 1024 ** 3
      ? (['gb', bytes / 1024 ** 3] as const)
      : bytes >= 1024 ** 2
        ? (['mb', bytes / 1024 ** 2] as const)
        : bytes >= 1024
          ? (['kb', bytes / 1024] as const)
          : (['bytes', bytes] as const);
  const size = formatNumber(value, locale, { maximumFractionDigits: unit === 'bytes' ? 0 : 1 });
  return t(`fileUpload.size.${unit}`, { ns: 'common', size });
}

const kindIcons = { image: FileOutlined, audio: AudioOutlined, pdf: FilePdfOutlined, video: VideoCameraOutlined };

/** What the field shows of its file. */
interface Shown {
  name: string;
  url: string;
  kind: UploadKind | null;
  /** The file's own name, as it was picked; the stored name when unknown. */
  fileName: string;
  size?: number;
}

export interface FileUploadProps {
  /** The stored upload's name: what the record's field holds. */
  value?: string | null;
  onChange?: (name: string | null) => void;
  /** The kinds the field takes; every kind when left out. The server decides by the file's bytes. */
  kinds?: readonly UploadKind[];
  /** What is known of the record's file beyond its name (its address, its name when picked, its size). */
  current?: { url?: string | null; fileName?: string; size?: number } | null;
  disabled?: boolean;
}

/**
 * A file field for the forms kit: picks a file and uploads it at once to
 * `POST /uploads` (Ant Design's upload, an XHR, so its progress shows), then
 * holds the stored name as the field's value. An image is shown, any other
 * file by its name and size. The server reads the kind from the bytes and
 * checks the limits; its translated error shows under the field. A size the
 * browser already knows to be too large is refused before sending.
 */
export function FileUpload(props: FileUploadProps) {
  const { t, i18n } = useTranslation();
  const preview = useImagePreview();
  const kinds = props.kinds ?? uploadKinds;
  const [picked, setPicked] = useState<Shown | null>(null);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const acceptsId = useId();
  const lang = i18n.language;

  const value = props.value ?? null;
  const shown: Shown | null = !value
    ? null
    : picked?.name === value
      ? picked
      : {
          name: value,
          url: props.current?.url ?? `${apiBase}/uploads/${value}`,
          kind: kindOfName(value),
          fileName: props.current?.fileName ?? value,
          ...(props.current?.size !== undefined ? { size: props.current.size } : {}),
        };

  const accepted = kinds
    .map((kind) =>
      t(`fileUpload.kinds.${kind}`, {
        max: kind === 'video' ? '' : formatNumber(megabytes(UPLOAD_MAX_BYTES[kind]), isLocale(lang) ? lang : 'en'),
      }),
    )
    .join(t('listSeparator'));

  const refuse = (code: string, params?: Record<string, number>) => {
    setError(errorText(t, code, params));
    return Upload.LIST_IGNORE;
  };

  const Icon = shown?.kind ? kindIcons[shown.kind] : FileOutlined;
  return (
    <Flex vertical gap={8} className="file-upload">
      {shown && (
        <Flex align="center" gap={12} wrap>
          {shown.kind === 'image' ? (
            <Image
              src={shown.url}
              width={96}
              height={96}
              style={{ objectFit: 'cover' }}
              alt={t('fileUpload.preview', { name: shown.fileName })}
              preview={preview}
            />
          ) : (
            <Icon style={{ fontSize: 32 }} />
          )}
          <Flex vertical>
            <Typography.Text>
              <bdi>{shown.fileName}</bdi>
            </Typography.Text>
            {shown.size !== undefined && (
              <Typography.Text type="secondary">{fileSizeText(t, shown.size, lang)}</Typography.Text>
            )}
          </Flex>
          <Button type="link" danger disabled={props.disabled} onClick={() => props.onChange?.(null)}>
            {t('fileUpload.remove')}
          </Button>
        </Flex>
      )}
      <Upload
        name="file"
        action={`${apiBase}/uploads`}
        headers={{ ...authHeaders(), accept: 'application/json', 'accept-language': lang }}
        accept={kinds.flatMap((kind) => [...uploadTypes[kind], ...endings[kind]]).join(',')}
        showUploadList={false}
        maxCount={1}
        disabled={props.disabled || progress !== null}
        beforeUpload={(file) => {
          setError(null);
          const guessed = kindOfType(file.type);
          if (guessed && !kinds.includes(guessed)) {
            return refuse(kinds.length === 1 ? `upload.not_${kinds[0]}` : 'upload.wrong_kind');
          }
          if (guessed && guessed !== 'video' && file.size > UPLOAD_MAX_BYTES[guessed]) {
            return refuse('upload.size', { max: megabytes(UPLOAD_MAX_BYTES[guessed]) });
          }
          return true;
        }}
        onChange={({ file }) => {
          if (file.status === 'uploading') {
            setProgress({ name: file.name, percent: Math.floor(file.percent ?? 0) });
          } else if (file.status === 'done') {
            setProgress(null);
            const up = file.response as Uploaded;
            if (!kinds.includes(up.kind)) {
              refuse(kinds.length === 1 ? `upload.not_${kinds[0]}` : 'upload.wrong_kind');
              return;
            }
            setPicked({ name: up.name, url: up.url, kind: up.kind, fileName: file.name, size: up.size });
            props.onChange?.(up.name);
          } else if (file.status === 'error') {
            setProgress(null);
            const problem = file.response as
              { code?: string; errors?: { params?: Record<string, number> }[] } | undefined;
            refuse(problem?.code ?? 'server.error', problem?.errors?.[0]?.params);
          }
        }}
      >
        <Button
          icon={<UploadOutlined />}
          disabled={props.disabled || progress !== null}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${acceptsId}` : acceptsId}
        >
          {t(shown ? 'fileUpload.replace' : 'fileUpload.choose')}
        </Button>
      </Upload>
      {progress && (
        <div role="status">
          <Typography.Text type="secondary">
            {t('fileUpload.uploading', {
              name: progress.name,
              percent: formatNumber(progress.percent, isLocale(lang) ? lang : 'en'),
            })}
          </Typography.Text>
          <Progress percent={progress.percent} size="small" showInfo={false} aria-hidden />
        </div>
      )}
      {error && (
        <Typography.Text type="danger" role="alert" id={errorId}>
          {error}
        </Typography.Text>
      )}
      <Typography.Text type="secondary" id={acceptsId}>
        {t('fileUpload.accepts', { kinds: accepted })}
      </Typography.Text>
    </Flex>
  );
}
