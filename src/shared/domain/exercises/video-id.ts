/**
 * Spec §5: a video link is accepted only when an 11-character YouTube video id can be read from it.
 * Zod-free: the student's 'Como Fazer?' dialog imports it.
 */
const ID = /^[A-Za-z0-9_-]{11}$/;
const HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const NOCOOKIE = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
const PATH_FORMS = new Set(['embed', 'shorts', 'v', 'live', 'e']);

function valid(candidate: string | null | undefined): string | null {
  return candidate && ID.test(candidate) ? candidate : null;
}

/**
 * The video id of a YouTube link — watch?v=, youtu.be/, embed/, shorts/, live/, m.youtube, with any
 * extra parameters — or null when the text is not such a link.
 */
export function videoId(url: string | null | undefined): string | null {
  const text = url?.trim();
  if (!text) return null;
  let parsed: URL;
  try {
    parsed = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.toLowerCase();
  const parts = parsed.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be' || host === 'www.youtu.be') return parts.length === 1 ? valid(parts[0]) : null;
  if (!HOSTS.has(host) && !NOCOOKIE.has(host)) return null;
  if (parts[0] === 'watch' && parts.length === 1) return valid(parsed.searchParams.get('v'));
  if (parts.length === 2 && PATH_FORMS.has(parts[0]!)) return valid(parts[1]);
  return null;
}

/** The privacy-enhanced player address for an id from `videoId`. */
export function embedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}`;
}
