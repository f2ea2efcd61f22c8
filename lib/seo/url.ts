/** Hosts that only ever resolve to this machine, served over plain HTTP on the app's port. */
function isLocalHost(host: string): boolean {
  return host === 'localhost' || host === '127.0.0.1' || host.endsWith('.localhost');
}

/** The shop's own origin, as canonical URLs, Open Graph and the sitemap must name it. */
export function siteOrigin(host: string): string {
  return isLocalHost(host) ? `http://${host}:${process.env.PORT || 3000}` : `https://${host}`;
}

/** A site path on the shop's origin; joined as text so a path can never move the URL to another host. */
export function absoluteUrl(host: string, path: string): string {
  return `${siteOrigin(host)}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Image filenames are site paths (`/demo/…`) or URLs of an image server, kept as they are. */
export function absoluteImageUrl(host: string, filename: string): string {
  if (/^https?:\/\//i.test(filename)) return filename;
  if (filename.startsWith('//')) return `https:${filename}`;
  return absoluteUrl(host, filename);
}
