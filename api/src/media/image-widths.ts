import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { Job, JobId, jobId, JobQueue } from '../queue/job-queue';
import { FileStore } from './file-store';
import { RetiredFilesService } from './retired-files.service';

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
  /**
   * Widths found wider than their picture, which are never made: without this every request for one would read
   * the whole original again (from a bucket, a download of it per request).
   */
  private readonly tooWide = new LRUCache<string, true>({ max: 10_000 });

  constructor(
    private readonly files: FileStore,
    private readonly queue: JobQueue,
    private readonly retired: RetiredFilesService,
  ) {}

  onModuleInit(): void {
    this.queue.process('media', 'image-widths', ({ data }: Job) => this.makeWidths((data as { url: string }).url));
  }

  /** Queues the widths of freshly stored images. A queue outage costs only bytes, never the save. */
  async request(urls: string[]): Promise<void> {
    // Side by side: while Redis is down each add waits out the enqueue timeout, and the save must not wait for them in turn.
    await Promise.all(urls.filter((candidate) => candidate.endsWith('.webp')).map((url) => this.queueWidths(url, jobId('image-widths', url))));
  }

  private async queueWidths(url: string, id: JobId): Promise<void> {
    await this.queue.add('media', 'image-widths', { url }, { jobId: id }).catch((error: Error) => this.logger.warn(`Widths of ${url} not queued: ${error.message}`));
  }

  /**
   * A width was asked for that is not stored (the picture was saved while the queue was down, or the
   * width is newer than the picture): queued now if the original is wide enough to make it. One job per
   * picture at a time (its job id); once the width exists, /media serves it and this is not asked again.
   */
  async missingWidthAsked(original: string, width: number): Promise<void> {
    const asked = `${width} ${original}`;
    if (this.tooWide.has(asked)) return;
    const bytes = await this.files.read(original).catch(() => undefined);
    if (!bytes) return;
    const { width: originalWidth = 0 } = await sharp(bytes).metadata();
    // Its own job id: the picture's first job may still be kept among the finished ones, and would swallow this one.
    if (width < originalWidth) await this.queueWidths(original, jobId('missing-width', original, width));
    else this.tooWide.set(asked, true);
  }

  /** Removes an image with every width made of it (later, by a job, if the store cannot just now). */
  async remove(url: string): Promise<void> {
    await this.retired.removeNow([url, ...IMAGE_WIDTHS.map((width) => widthUrl(url, width))]);
  }

  /**
   * Idempotent: writes each width narrower than the original that is not stored yet. The image being
   * gone ends the job; removed while the job ran, what the job wrote is removed too.
   */
  private async makeWidths(url: string): Promise<void> {
    const original = await this.files.read(url).catch(() => undefined);
    if (!original) return;
    const { width = 0 } = await sharp(original).metadata();
    for (const target of IMAGE_WIDTHS.filter((candidate) => candidate < width)) {
      if (await this.files.exists(widthUrl(url, target))) continue;
      await this.files.write(widthUrl(url, target), await sharp(original).resize({ width: target }).webp({ quality: 80 }).toBuffer());
    }
    if (!(await this.files.exists(url))) await this.remove(url);
  }
}

/**
 * Express middleware for `/media`: a width not made yet (its job still queued, or never queued) is
 * answered with its original, briefly cached, so pages listing it in `srcset` never show a broken
 * picture; a width that was never queued is queued then.
 */
export function originalForMissingWidth(files: FileStore, widths: ImageWidthsService): RequestHandler {
  const serveOriginal = files.serve(0);
  return (req, res, next) => {
    const asked = `/media${req.path}`;
    const original = originalOf(asked);
    if (!original) return next();
    void widths.missingWidthAsked(original, Number(WIDTH_URL.exec(asked)?.[2])).catch(() => undefined);
    req.url = original.slice('/media'.length);
    serveOriginal(req, res, next);
  };
}
