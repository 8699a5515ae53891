import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import express, { RequestHandler } from 'express';
import sharp from 'sharp';
import { Job, jobId, JobQueue } from '../queue/job-queue';
import { FileStore } from './file-store';

/**
 * Widths a shop image is also stored in, so a phone downloads a picture the size of its screen
 * (the storefront lists them in `srcset`). Each sits beside its original: `x.webp` → `x.w320.webp`.
 */
// 480: a phone's half-width product card (about 200 CSS px at 1.75-2.6 device pixels per px) picks it.
export const IMAGE_WIDTHS = [320, 480, 640, 1024] as const;

const WIDTH_URL = /^(\/media\/.+)\.w(\d+)\.webp$/;

export const widthUrl = (url: string, width: number): string => url.replace(/\.webp$/, `.w${width}.webp`);

/** The original of a width's URL (`x.w320.webp` → `x.webp`); undefined for any other URL. */
export function originalOf(url: string): string | undefined {
  const match = WIDTH_URL.exec(url);
  return match && (IMAGE_WIDTHS as readonly number[]).includes(Number(match[2])) ? `${match[1]}.webp` : undefined;
}

/**
 * Makes the smaller widths of stored images through a `media` job, off the request. Until a width exists
 * the media route answers its original (see app.setup.ts), so a `srcset` is never broken.
 */
@Injectable()
export class ImageWidthsService implements OnModuleInit {
  private readonly logger = new Logger('ImageWidths');

  constructor(
    private readonly files: FileStore,
    private readonly queue: JobQueue,
  ) {}

  onModuleInit(): void {
    this.queue.process('media', 'image-widths', ({ data }: Job) => this.makeWidths((data as { url: string }).url));
  }

  /** Queues the widths of freshly stored images. A queue outage costs only bytes, never the save. */
  async request(urls: string[]): Promise<void> {
    // Side by side: while Redis is down each add waits out the enqueue timeout, and the save must not wait for them in turn.
    await Promise.all(
      urls
        .filter((candidate) => candidate.endsWith('.webp'))
        .map((url) =>
          this.queue
            .add('media', 'image-widths', { url }, { jobId: jobId('image-widths', url) })
            .catch((error: Error) => this.logger.warn(`Widths of ${url} not queued: ${error.message}`)),
        ),
    );
  }

  /** Removes an image with every width made of it. */
  async remove(url: string): Promise<void> {
    await Promise.all([url, ...IMAGE_WIDTHS.map((width) => widthUrl(url, width))].map((file) => this.files.remove(file).catch(() => undefined)));
  }

  /** Idempotent: a width narrower than the original is (re)written; the image being gone ends the job. */
  private async makeWidths(url: string): Promise<void> {
    const original = await this.files.read(url).catch(() => undefined);
    if (!original) return;
    const { width = 0 } = await sharp(original).metadata();
    for (const target of IMAGE_WIDTHS.filter((candidate) => candidate < width)) {
      await this.files.write(widthUrl(url, target), await sharp(original).resize({ width: target }).webp({ quality: 80 }).toBuffer());
    }
  }
}

/**
 * Express middleware for `/media`: a width not made yet (its job still queued) is answered with its
 * original, briefly cached, so pages listing it in `srcset` never show a broken picture.
 */
export function originalForMissingWidth(uploadsDir: string): RequestHandler {
  const serveOriginal = express.static(uploadsDir, { maxAge: 0 });
  return (req, res, next) => {
    const original = originalOf(`/media${req.path}`);
    if (!original) return next();
    req.url = original.slice('/media'.length);
    serveOriginal(req, res, next);
  };
}
