const ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

function parseUrl(url: string): URL | null {
  const trimmed = url.trim();
  // Merchants often paste links without the scheme.
  for (const candidate of [trimmed, `https://${trimmed}`]) {
    try {
      return new URL(candidate);
    } catch {}
  }
  return null;
}

/**
 * The video id of a YouTube link (watch?v=, youtu.be/ or /embed/), or null. The id goes into an
 * iframe address, so anything that is not an 11-character YouTube id is refused.
 */
export function youtubeId(url: string): string | null {
  const parsed = parseUrl(url);
  if (!parsed) return null;
  const host = parsed.hostname.toLowerCase();
  const segments = parsed.pathname.split('/').filter(Boolean);
  let id: string | null = null;
  if (host === 'youtu.be') id = segments[0] ?? null;
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') id = parsed.searchParams.get('v');
    else if (segments[0] === 'embed') id = segments[1] ?? null;
  }
  return id !== null && ID.test(id) ? id : null;
}

export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;
