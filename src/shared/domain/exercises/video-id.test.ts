import { describe, expect, test } from 'vitest';
import { embedUrl, videoId } from './video-id.ts';

const ID = 'dQw4w9WgXcQ';

describe('videoId', () => {
  test.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `https://www.youtube.com/watch?feature=share&v=${ID}&list=PL123`,
    `http://m.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc123&t=10`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?autoplay=1`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?feature=share`,
    `https://www.youtube.com/live/${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `youtu.be/${ID}`,
    `  https://youtu.be/${ID}  `,
  ])('reads the 11-character id from %s', (url) => {
    expect(videoId(url)).toBe(ID);
  });

  test.each([
    null,
    undefined,
    '',
    'not a link',
    `https://vimeo.com/${ID}`,
    `https://www.youtube.com/watch?v=short`,
    `https://www.youtube.com/watch?v=${ID}x`,
    `https://youtu.be/`,
    `https://www.youtube.com/channel/UC1234567890`,
    `https://www.youtube.com/watch`,
    `https://evil.example/watch?v=${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `javascript:alert(1)//youtu.be/${ID}`,
    `https://www.youtube.com/embed/${ID}/extra`,
    `https://example.com/youtu.be/${ID}`,
  ])('finds no id in %s', (url) => {
    expect(videoId(url)).toBeNull();
  });

  test('the embedded player is the privacy-enhanced one', () => {
    expect(embedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
  });
});
