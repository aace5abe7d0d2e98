import { AudioOutlined, BorderOutlined } from '@ant-design/icons';
import type { Upload } from '@dashboard/contracts';
import { App, Button, Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../components/file-upload';
import { apiBase } from '../../../lib/config';
import { errorText } from '../../../lib/form';
import { ApiError, http } from '../../../lib/http';

/** The longest recording kept: a spoken question, not a lecture. */
const MAX_SECONDS = 300;

/**
 * A voice question's recording: an audio file uploaded, or recorded here
 * with the microphone (MediaRecorder) and uploaded when the recording stops.
 * The field's value is the stored upload's name; it is played back below.
 */
export function VoiceRecorder(props: { value: string | null; onChange: (name: string | null) => void }) {
  const { t } = useTranslation(['questions', 'common']);
  const { message } = App.useApp();
  const [recording, setRecording] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const supported = typeof window !== 'undefined' && 'MediaRecorder' in window && !!navigator.mediaDevices;

  // The seconds shown while recording; the recording stops by itself at the limit.
  useEffect(() => {
    if (!recording) return;
    const timer = setInterval(() => {
      setSeconds((s) => {
        if (s + 1 >= MAX_SECONDS) recorder.current?.stop();
        return s + 1;
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [recording]);

  // Leaving the form lets go of the microphone.
  useEffect(() => () => recorder.current?.stream.getTracks().forEach((track) => track.stop()), []);

  async function upload(blob: Blob) {
    setUploading(true);
    try {
      const form = new FormData();
      const ending = blob.type.includes('ogg') ? 'ogg' : blob.type.includes('mp4') ? 'm4a' : 'webm';
      form.append('file', blob, `recording.${ending}`);
      const stored = await http<Upload>('/uploads', { method: 'POST', body: form });
      props.onChange(stored.name);
      void message.success(t('recordingSaved'));
    } catch (err) {
      setError(
        errorText(
          t,
          err instanceof ApiError ? err.code : 'server.error',
          err instanceof ApiError ? err.errors[0]?.params : undefined,
        ),
      );
    } finally {
      setUploading(false);
    }
  }

  async function start() {
    setError(null);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setError(t('microphoneRefused'));
      return;
    }
    const rec = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    rec.ondataavailable = (e) => {
      if (e.data.size) chunks.push(e.data);
    };
    rec.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      setRecording(false);
      recorder.current = null;
      if (chunks.length) void upload(new Blob(chunks, { type: rec.mimeType || 'audio/webm' }));
    };
    recorder.current = rec;
    setSeconds(0);
    setRecording(true);
    rec.start();
  }

  return (
    <Flex vertical gap={8} data-testid="voice-recorder">
      {supported && (
        <Flex align="center" gap={12} wrap>
          {recording ? (
            <Button danger icon={<BorderOutlined />} onClick={() => recorder.current?.stop()}>
              {t('stopRecording')}
            </Button>
          ) : (
            <Button icon={<AudioOutlined />} loading={uploading} onClick={() => void start()}>
              {t('record')}
            </Button>
          )}
          {recording && <Typography.Text role="status">{t('recording', { seconds })}</Typography.Text>}
        </Flex>
      )}
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
      <Typography.Text type="secondary">{t('orUpload')}</Typography.Text>
      <FileUpload kinds={['audio']} value={props.value} onChange={props.onChange} disabled={recording || uploading} />
      {props.value && (
        <audio controls preload="none" src={`${apiBase}/uploads/${props.value}`} aria-label={t('fields.audio')} />
      )}
    </Flex>
  );
}
