import { describe, expect, it } from 'vitest';
import { embeddedVideo } from './video-links.js';

describe('video links', () => {
  it('turns a YouTube or Vimeo video link into its player’s address', () => {
    const yt = 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE';
    for (const link of [
      'https://www.youtube.com/watch?v=M7lc1UVf-VE',
      'https://youtube.com/watch?feature=share&v=M7lc1UVf-VE',
      'https://m.youtube.com/watch?v=M7lc1UVf-VE',
      'https://youtu.be/M7lc1UVf-VE?t=42',
      'https://www.youtube.com/embed/M7lc1UVf-VE',
      'https://www.youtube.com/shorts/M7lc1UVf-VE',
      'https://www.youtube.com/live/M7lc1UVf-VE',
      '  https://WWW.YOUTUBE.COM/watch?v=M7lc1UVf-VE  ',
    ]) {
      expect(embeddedVideo(link), link).toEqual({ provider: 'youtube', id: 'M7lc1UVf-VE', embedUrl: yt });
    }
    const vimeo = { provider: 'vimeo', id: '76979871', embedUrl: 'https://player.vimeo.com/video/76979871' };
    for (const link of [
      'https://vimeo.com/76979871',
      'https://vimeo.com/channels/staffpicks/76979871',
      'https://player.vimeo.com/video/76979871',
    ]) {
      expect(embeddedVideo(link), link).toEqual(vimeo);
    }
    // An unlisted video's hash goes to its player too.
    expect(embeddedVideo('https://vimeo.com/76979871/8ac2f9b0c1')?.embedUrl).toBe(
      'https://player.vimeo.com/video/76979871?h=8ac2f9b0c1',
    );
  });

  it('takes nothing else', () => {
    for (const link of [
      '',
      'not a link',
      'http://www.youtube.com/watch?v=M7lc1UVf-VE',
      'https://youtube.com.example.com/watch?v=M7lc1UVf-VE',
      'https://example.com/?u=https://youtu.be/M7lc1UVf-VE',
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
      'https://user@www.youtube.com/watch?v=M7lc1UVf-VE',
      'https://www.youtube.com:444/watch?v=M7lc1UVf-VE',
      'https://www.youtube.com/watch?v=M7lc1UVf',
      'https://www.youtube.com/watch?v=M7lc1UVf-VE"><script>',
      'https://www.youtube.com/channel/UC123',
      'https://youtu.be/',
      'https://vimeo.com/about',
      'https://player.vimeo.com/76979871',
      'javascript:alert(1)',
      `https://youtu.be/M7lc1UVf-VE?${'x'.repeat(500)}`,
    ]) {
      expect(embeddedVideo(link), link).toBeNull();
    }
  });
});
