import { z } from 'zod';

/**
 * A picture file as an operator command sends it: the bytes in base64, under the name the operator
 * gave, so a refusal can name the file. Bounded before decoding (1 MB of bytes is ~1.4 MB of base64);
 * the exact limit is checked on the bytes.
 */
export const PictureUploadSchema = z.string().max(1_500_000, { error: '圖片超過 1 MB' });

export const decodePicture = (base64: string): Uint8Array => new Uint8Array(Buffer.from(base64, 'base64'));
