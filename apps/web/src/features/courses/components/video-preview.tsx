import { embeddedVideo } from '@dashboard/contracts';

/**
 * A promotional video's player, embedded from YouTube's cookie-less player
 * or Vimeo's (the only frames the page's policy lets in), for a link the
 * contract accepts; nothing for any other. The frame is made only while
 * this is drawn, and loads when it nears the view. `title` names it in the
 * user's language (with the course's name).
 */
export function VideoPreview({ link, title }: { link: string | null | undefined; title: string }) {
  const video = link ? embeddedVideo(link) : null;
  if (!video) return null;
  return (
    <div className="video-preview" data-testid="video-preview">
      <iframe
        // A new frame for another video, rather than the old one navigated.
        key={video.embedUrl}
        src={video.embedUrl}
        title={title}
        loading="lazy"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        // The players refuse to play without knowing the embedding site; the app sends no referrer otherwise.
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
