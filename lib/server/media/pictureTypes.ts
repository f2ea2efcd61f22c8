/** The picture types a shop may upload, by the extension they are stored and served under. */
export const PICTURE_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
} as const;
export type PictureExtension = keyof typeof PICTURE_TYPES;
