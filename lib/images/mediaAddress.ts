/** Where a shop's uploaded pictures are served: by the SHA-256 of their bytes and their type. */
export const MEDIA_PATH = '/api-client/media/';
const MEDIA_FILE = /^([0-9a-f]{64})\.(png|jpg|gif|webp|svg)$/;

/** The hash a media file name carries, or null for a name no stored picture has. */
export function mediaHash(file: string): string | null {
  return MEDIA_FILE.exec(file)?.[1] ?? null;
}
