// No zod here: the web's pages read a link's embed address without loading any schema.

/**
 * Links to a video on YouTube or Vimeo (a course's promotional video), and
 * the address that embeds it. Only these hosts are taken, over https: the
 * page embeds the video from youtube-nocookie.com or player.vimeo.com, the
 * only frames its content security policy lets in.
 */

/** The hosts a video link may name. */
export const videoLinkHosts = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'vimeo.com',
  'player.vimeo.com',
] as const;

/** Where embedded videos come from: the page's `frame-src`, and nothing else. */
export const videoEmbedOrigins = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

/** The longest link taken. */
export const VIDEO_LINK_MAX = 500;

/** A video a link names: its host and id, and the address of its player. */
export interface EmbeddedVideo {
  provider: 'youtube' | 'vimeo';
  id: string;
  /** `https://www.youtube-nocookie.com/embed/<id>` or `https://player.vimeo.com/video/<id>`. */
  embedUrl: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/;

const youtube = (id: string | null | undefined): EmbeddedVideo | null =>
  id && YOUTUBE_ID.test(id)
    ? { provider: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` }
    : null;

const vimeo = (id: string | undefined, hash?: string | null): EmbeddedVideo | null => {
  if (!id || !VIMEO_ID.test(id)) return null;
  // An unlisted video's link carries its hash, which its player needs too.
  const h = hash && VIMEO_HASH.test(hash) ? `?h=${hash}` : '';
  return { provider: 'vimeo', id, embedUrl: `https://player.vimeo.com/video/${id}${h}` };
};

/**
 * The video an https link to YouTube or Vimeo names, or null for anything
 * else (another host, http, a port, credentials, a page that is no video):
 * `youtube.com/watch?v=<id>`, `/embed/<id>`, `/shorts/<id>`, `/live/<id>`,
 * `youtu.be/<id>`, `vimeo.com/<id>` (or `/<id>/<hash>`, or a channel's
 * `…/<id>`) and `player.vimeo.com/video/<id>`.
 */
export function embeddedVideo(link: string): EmbeddedVideo | null {
  if (link.length > VIDEO_LINK_MAX) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  if (!(videoLinkHosts as readonly string[]).includes(host)) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  switch (host) {
    case 'youtu.be':
      return parts.length === 1 ? youtube(parts[0]) : null;
    case 'vimeo.com': {
      // vimeo.com/<id>, vimeo.com/<id>/<hash>, vimeo.com/channels/<name>/<id>, vimeo.com/groups/<name>/videos/<id>
      const at = parts.findIndex((p) => VIMEO_ID.test(p));
      return at < 0 ? null : vimeo(parts[at], parts[at + 1] ?? url.searchParams.get('h'));
    }
    case 'player.vimeo.com':
      return parts[0] === 'video' && parts.length === 2 ? vimeo(parts[1], url.searchParams.get('h')) : null;
    default:
      if (parts.length === 1 && parts[0] === 'watch') return youtube(url.searchParams.get('v'));
      if (parts.length === 2 && ['embed', 'shorts', 'live', 'v'].includes(parts[0]!)) return youtube(parts[1]);
      return null;
  }
}

/** Whether a link is one a video field takes. */
export const isVideoLink = (link: string): boolean => embeddedVideo(link) !== null;
