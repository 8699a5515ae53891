import { BadRequestException } from '@nestjs/common';
import sharp from 'sharp';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);

const REFUSED = 'Upload a valid image (JPEG, PNG, WebP, GIF or AVIF).';

/**
 * Decides by content, not by file name or declared type: the bytes must be an accepted format and
 * decode in full (a valid header over broken pixel data is refused too), re-encoded to WebP bounded
 * by `maxSide`. Answers a field error on `field` otherwise, before anything is stored.
 */
export async function readImage(field: string, bytes: Buffer, maxSide: number): Promise<Buffer> {
  try {
    const meta = await sharp(bytes).metadata();
    if (meta.format && ACCEPTED_FORMATS.has(meta.format) && meta.width && meta.height) return await boundedWebp(bytes, maxSide);
  } catch {
    // Undecodable bytes fall through to the same answer as an unsupported format.
  }
  throw new BadRequestException({ [field]: [REFUSED] });
}

/** A square WebP thumbnail, used for avatars and listing images. */
export function squareWebp(bytes: Buffer, size: number): Promise<Buffer> {
  return sharp(bytes).rotate().resize(size, size, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
}

/** Re-encodes to WebP bounded by `maxSide`, dropping metadata (EXIF location etc.). */
function boundedWebp(bytes: Buffer, maxSide: number): Promise<Buffer> {
  return sharp(bytes).rotate().resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
}
