import sharp from 'sharp';
import { eventually, startTestApp, TestApp } from './harness';

/** Replacing a profile image: every upload answers, and each retired file goes once its grace period is over. */
describe('profile image replacement (e2e)', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp({ RETIRED_FILE_GRACE_SECONDS: '1' });
    token = await t.tokenFor('customer', 'wambui');
  });
  afterAll(() => t.close());

  const upload = async (colour: string): Promise<string> => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: colour } }).png().toBuffer();
    const res = await t.http
      .patch('/api/auth/profile/update/')
      .set('Authorization', `Token ${token}`)
      .attach('profile_image', png, { filename: 'me.png', contentType: 'image/png' })
      .expect(200);
    return res.body.profile_image as string;
  };

  const shownImage = async (): Promise<string> =>
    (await t.http.get('/api/auth/profile/').set('Authorization', `Token ${token}`).expect(200)).body.profile_image;

  /** Waits for the avatar job to swap the uploaded original for its square cut. */
  const avatarOf = async (original: string): Promise<string> => {
    let avatar = original;
    await eventually(async () => (avatar = await shownImage()) !== original);
    return avatar;
  };

  const removed = (url: string) => eventually(async () => (await t.http.get(url)).status === 404);

  it('answers a second upload, which retires the first image by a job whose id is built from its URL', async () => {
    const first = await upload('#1e8449');
    await avatarOf(first);
    const second = await upload('#2874a6');
    expect(await shownImage()).toBe(second);
  });

  it('removes each replaced file once its grace period is over, and keeps the one in use', async () => {
    const original = await upload('#b9770e');
    const avatar = await avatarOf(original);
    await removed(original);
    const next = await upload('#6c3483');
    await removed(avatar);
    const nextAvatar = await avatarOf(next);
    await removed(next);
    await t.http.get(nextAvatar).expect(200);
  });
});
