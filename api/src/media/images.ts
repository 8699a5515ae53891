import { BadRequestException } from '@nestjs/common';
import sharp from 'sharp';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);

export interface CheckedImage {
  format: string;
  width: number;
  height: number;
}

/**
 * Decides by content, not by file name or declared type: the bytes must decode as an image.
 * Answers a field error on `field` otherwise.
 */
export async function checkImage(field: string, bytes: Buffer): Promise<CheckedImage> {
  try {
    const meta = await sharp(bytes).metadata();
    if (meta.format && ACCEPTED_FORMATS.has(meta.format) && meta.width && meta.height) {
      return { format: meta.format, width: meta.width, height: meta.height };
    }
  } catch {
    // Undecodable bytes fall through to the same answer as an unsupported format.
  }
  throw new BadRequestException({ [field]: ['Upload a valid image (JPEG, PNG, WebP, GIF or AVIF).'] });
}

/** A square WebP thumbnail, used for avatars and listing images. */
export function squareWebp(bytes: Buffer, size: number): Promise<Buffer> {
  return sharp(bytes).rotate().resize(size, size, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
}

/** Re-encodes to WebP bounded by `maxSide`, dropping metadata (EXIF location etc.). */
export function boundedWebp(bytes: Buffer, maxSide: number): Promise<Buffer> {
  return sharp(bytes).rotate().resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
}
