import * as fs from 'node:fs';
import * as path from 'node:path';
import { pageMatcher } from '../front-ends';
import { CONSOLE_BASE, CONSOLE_PAGE_KINDS, consoleUrl } from './console-links';

/**
 * Each console link the API writes (staff e-mails) is a route of the console's router: a react-admin Resource's
 * list, show or edit page, or one of its custom routes (admin/src/App.tsx). The browser test
 * e2e/tests/staff-links.test.ts opens each in the real console.
 */
const ADMIN = path.join(__dirname, '..', '..', '..', 'admin', 'src');

function consoleRoutes(): string[] {
  const app = fs.readFileSync(path.join(ADMIN, 'App.tsx'), 'utf8');
  // A resource shows a record at /:id/show when its module (admin/src/<name>/index.ts) has a show page.
  const resources = [...app.matchAll(/<Resource name="([\w-]+)"/g)].flatMap(([, name]) => {
    const index = path.join(ADMIN, name, 'index.ts');
    const show = fs.existsSync(index) && /\bshow:/.test(fs.readFileSync(index, 'utf8'));
    return [`/${name}`, `/${name}/create`, `/${name}/:id`, ...(show ? [`/${name}/:id/show`] : [])];
  });
  const custom = [...app.matchAll(/<Route\s+path="([^"]+)"/g)].map(([, route]) => route);
  return [...resources, ...custom];
}

describe('console links resolve to console routes', () => {
  const isRoute = pageMatcher(consoleRoutes());

  it.each(CONSOLE_PAGE_KINDS)('%s', (page) => {
    const url = new URL(consoleUrl('https://shop.example', page, 12));
    expect(url.hash).toBe('');
    expect(url.pathname.startsWith(`${CONSOLE_BASE}/`)).toBe(true);
    expect(isRoute(url.pathname.slice(CONSOLE_BASE.length))).toBe(true);
  });

  it('tells a page the console does not have', () => {
    expect(isRoute('/orders/12/edit/extra')).toBe(false);
    expect(isRoute('/no-such-page')).toBe(false);
  });
});
