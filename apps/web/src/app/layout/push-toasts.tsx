import { constants, type SessionUser } from '@dashboard/contracts';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { apiBase } from '../../lib/config';
import { authHeaders } from '../../lib/http';
import { useLocale } from '../locale';

/**
 * Listens to the server's event stream while someone is signed in and shows
 * each pushed message as a toast (title and body) for 5 seconds. The stream is
 * read with fetch so the bearer token travels in a header; it reconnects with
 * a growing pause when it drops.
 */
export function usePushToasts(user: SessionUser | null) {
  const { notification } = App.useApp();
  const { dir } = useLocale();
  const dirRef = useRef(dir);
  dirRef.current = dir;
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    const abort = new AbortController();
    let pause = 1000;

    async function listen() {
      const { EventSourceParserStream, pushMessageSchema } = await import('./push-stream');
      while (!abort.signal.aborted) {
        try {
          const res = await fetch(`${apiBase}/events`, {
            headers: { accept: 'text/event-stream', ...authHeaders() },
            signal: abort.signal,
          });
          if (res.status === 401 || res.status === 403) return;
          if (!res.ok || !res.body) throw new Error(`events: ${res.status}`);
          pause = 1000;
          const events = res.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
          const reader = events.getReader();
          for (;;) {
            const { value: event, done } = await reader.read();
            if (done) break;
            if (event.event !== 'message') continue;
            const parsed = pushMessageSchema.safeParse(JSON.parse(event.data));
            if (parsed.success) {
              notification.open({
                title: parsed.data.title,
                description: parsed.data.body,
                duration: constants.toastSeconds,
                placement: dirRef.current === 'rtl' ? 'topLeft' : 'topRight',
                className: 'push-toast',
              });
            }
          }
        } catch {
          if (abort.signal.aborted) return;
        }
        await new Promise((r) => setTimeout(r, pause));
        pause = Math.min(pause * 2, 30_000);
      }
    }
    void listen();
    return () => abort.abort();
  }, [userId, notification]);
}
