import { auth } from './catalog-fixtures';
import { startTestApp, TestApp } from './harness';

interface StaffPage {
  id: number;
  slug: string;
  title_en: string;
  body_en: string;
  title_sw: string;
  body_sw: string;
  updated_by: string;
}

/** Issue 29: privacy, terms, shipping and returns pages, seeded as drafts, edited by staff, read by shoppers as safe HTML. */
describe('policy pages (e2e)', () => {
  let t: TestApp;
  let staff: string;
  let pages: StaffPage[];
  const bySlug = (slug: string) => pages.find((page) => page.slug === slug)!;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.tokenFor('staff', 'pages-clerk');
    const res = await t.http.get('/api/pages/').set(auth(staff)).expect(200);
    expect(res.headers['content-range']).toBe('items 0-3/4');
    pages = res.body;
  });
  afterAll(() => t.close());

  it('seeds a draft of each page in English and Kiswahili', () => {
    expect(pages.map((page) => page.slug).sort()).toEqual(['privacy', 'returns', 'shipping', 'terms']);
    for (const page of pages) {
      expect(page.updated_by).toBe('');
      for (const text of [page.title_en, page.body_en, page.title_sw, page.body_sw]) expect(text.trim().length).toBeGreaterThan(5);
      expect(page.body_en).not.toBe(page.body_sw);
    }
    const privacy = bySlug('privacy');
    for (const name of ['Pesapal', 'Safaricom', "Africa's Talking", 'courier', 'Data Protection Act', 'Data Protection Commissioner', 'copy', 'delete']) expect(privacy.body_en).toContain(name);
    expect(bySlug('returns').body_en).toContain('unused items in their original condition can come back within 30 days');
  });

  it("states the seeded delivery fees checkout charges, and judges free delivery on the goods after the discount", async () => {
    const shipping = bySlug('shipping').body_en;
    const options = async (county: string) => (await t.http.get(`/api/delivery/options/?county=${county}&weight_grams=500&goods_total=1000`).expect(200)).body as { code: string; fee: number; free_over: number | null }[];
    const [nairobi, mombasa] = [await options('KE-30'), await options('KE-28')];
    const fee = (list: typeof nairobi, code: string) => list.find((option) => option.code === code)!;
    expect(shipping).toContain(`KSh ${fee(nairobi, 'rider').fee}`);
    expect(shipping).toContain(`KSh ${fee(nairobi, 'mtaani').fee}`);
    expect(shipping).toContain(`KSh ${fee(mombasa, 'courier').fee}`);
    expect(shipping).toContain(`KSh ${fee(nairobi, 'rider').free_over!.toLocaleString('en-KE')}`);
    expect(shipping).toContain('after any discount');
  });

  it('answers a shopper the page in the language asked for, with its HTML made on the server', async () => {
    const english = (await t.http.get('/api/pages/privacy/en/').expect(200)).body;
    expect(english).toMatchObject({ slug: 'privacy', language: 'en', title: 'Privacy Policy' });
    expect(english.markdown).toBe(bySlug('privacy').body_en);
    expect(english.html).toContain('<h2>Your rights</h2>');
    expect(english.html).toContain('href="https://www.odpc.go.ke"');

    const kiswahili = (await t.http.get('/api/pages/privacy/sw').expect(200)).body;
    expect(kiswahili).toMatchObject({ slug: 'privacy', language: 'sw', title: 'Sera ya Faragha' });
    expect(kiswahili.html).toContain('<h2>Haki zako</h2>');

    const shipping = (await t.http.get('/api/pages/shipping/en/').expect(200)).body;
    expect(shipping.html).toContain('<table>');
    for (const url of ['/api/pages/cookies/en/', '/api/pages/privacy/fr/', '/api/pages/1/en/']) await t.http.get(url).expect(404);
  });

  it('lets staff edit a page; a script or a javascript: link they write never comes out live', async () => {
    const page = bySlug('terms');
    const body_en = [
      '## Terms',
      'Hello <script>alert("pwned")</script>',
      '<img src="x" onerror="alert(1)">',
      '[Win a prize](javascript:alert(document.cookie)) and [also](JAVA&#x53;CRIPT:alert(2))',
      '[Our shipping](/shipping), [e-mail](mailto:info@kenyancrafts.co.ke), [call](tel:+254712345678), [site](https://kenyancrafts.co.ke)',
    ].join('\n\n');
    // Read (and kept) before the edit: the edit must replace it.
    expect((await t.http.get('/api/pages/terms/en/').expect(200)).body.title).toBe('Terms of Sale');
    const saved = (await t.http.put(`/api/pages/${page.id}/`).set(auth(staff)).send({ ...page, title_en: '  Terms of Sale (edited)  ', body_en }).expect(200)).body;
    expect(saved).toMatchObject({ id: page.id, slug: 'terms', title_en: 'Terms of Sale (edited)', body_en, updated_by: 'pages-clerk' });
    expect((await t.http.get(`/api/pages/${page.id}/`).set(auth(staff)).expect(200)).body.title_en).toBe('Terms of Sale (edited)');

    const read = (await t.http.get('/api/pages/terms/en/').expect(200)).body;
    expect(read.title).toBe('Terms of Sale (edited)');
    // Every tag is plain Markdown output; the only attribute is a safe link's href.
    const tags = [...(read.html as string).matchAll(/<([a-z0-9]+)([^>]*)>/gi)];
    expect(new Set(tags.map(([, name]) => name))).toEqual(new Set(['h2', 'p', 'a']));
    for (const [, , attributes] of tags) expect(attributes).toMatch(/^(| href="(\/|mailto:|tel:|https:)[^"]*")$/);
    expect(read.html).toContain('&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;');
    for (const href of ['/shipping', 'mailto:info@kenyancrafts.co.ke', 'tel:+254712345678', 'https://kenyancrafts.co.ke']) expect(read.html).toContain(`href="${href}"`);
    // The Kiswahili page is untouched.
    expect((await t.http.get('/api/pages/terms/sw/').expect(200)).body.markdown).toBe(page.body_sw);
  });

  it('refuses an empty title or body with field errors', async () => {
    const page = bySlug('returns');
    const res = await t.http.put(`/api/pages/${page.id}/`).set(auth(staff)).send({ ...page, title_sw: '   ', body_en: undefined }).expect(400);
    expect(res.body).toMatchObject({ title_sw: ['This field is required.'], body_en: expect.any(Array) });
    await t.http.put('/api/pages/999/').set(auth(staff)).send(page).expect(404);
  });

  it('keeps shoppers and visitors out of the staff routes (401 signed out, 403 for a customer)', async () => {
    const page = bySlug('privacy');
    const shopper = await t.tokenFor('customer', 'pages-shopper');
    await t.http.get('/api/pages/').expect(401);
    await t.http.put(`/api/pages/${page.id}/`).send(page).expect(401);
    await t.http.get('/api/pages/').set(auth(shopper)).expect(403);
    await t.http.get(`/api/pages/${page.id}/`).set(auth(shopper)).expect(403);
    await t.http.put(`/api/pages/${page.id}/`).set(auth(shopper)).send({ ...page, body_en: 'Hijacked' }).expect(403);
    expect((await t.http.get('/api/pages/privacy/en/').expect(200)).body.markdown).toBe(page.body_en);
  });
});
