import { Injectable, OnModuleInit } from '@nestjs/common';
import { readImage, squareWebp } from '../media/images';
import { FileStore } from '../media/file-store';
import { RetiredFilesService } from '../media/retired-files.service';
import { Job, JobQueue } from '../queue/job-queue';
import { UsersService } from './users.service';

const AVATAR_SIDE = 256;
const ORIGINAL_MAX_SIDE = 1024;

interface AvatarJob {
  userId: number;
  source: string;
}

/**
 * A new profile image is checked and stored at once (so the answer can show it), then a `media`
 * job cuts the square avatar and swaps it in. The job is idempotent: it only replaces `source`.
 */
@Injectable()
export class ProfileImagesService implements OnModuleInit {
  constructor(
    private readonly users: UsersService,
    private readonly files: FileStore,
    private readonly retired: RetiredFilesService,
    private readonly queue: JobQueue,
  ) {}

  onModuleInit(): void {
    this.queue.process('media', 'profile-avatar', (job) => this.cutAvatar(job as Job<AvatarJob>));
  }

  /** Checks the upload is an image (a field error otherwise) and re-encodes it; nothing is stored yet. */
  async prepare(bytes: Buffer): Promise<Buffer> {
    return readImage('profile_image', bytes, ORIGINAL_MAX_SIDE);
  }

  /** Stores a prepared image as the user's profile image and queues its avatar; the former image is retired. */
  async store(userId: number, prepared: Buffer): Promise<string> {
    const source = this.files.newUrl('profiles', 'webp');
    let former: string | null;
    try {
      await this.files.write(source, prepared);
      former = (await this.users.getById(userId)).profileImage;
      await this.users.setProfileImage(userId, source);
    } catch (error) {
      // A write that failed may still have landed in the bucket.
      await this.retired.removeNow([source]);
      throw error;
    }
    if (former) await this.retired.retire(former);
    await this.queue.add<AvatarJob>('media', 'profile-avatar', { userId, source });
    return source;
  }

  private async cutAvatar({ data }: Job<AvatarJob>): Promise<void> {
    const user = await this.users.findById(data.userId);
    if (!user || user.profileImage !== data.source) return;
    const avatar = await this.files.save('profiles', await squareWebp(await this.files.read(data.source), AVATAR_SIDE), 'webp');
    // The full-size image stays served a while: a client may still hold its URL from the upload's answer.
    if (await this.users.replaceProfileImage(data.userId, data.source, avatar)) await this.retired.retire(data.source);
    else await this.files.remove(avatar);
  }
}
