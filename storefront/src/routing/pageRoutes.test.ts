import { pagePatterns } from '../routes';
import { NOT_FOUND, pageAt } from './pageRoutes';

// The server answers 200 for exactly these patterns (dist/routes.json); the router must show a page for each.
describe('page routes', () => {
  it('gives every listed pattern its page and every other path the NotFound page', () => {
    const shown = (path: string, basename?: string) => pageAt(path, basename)?.route;
    for (const pattern of pagePatterns()) {
      const path = pattern.replace(/:[^/]+/g, '1');
      expect(shown(path)?.path).toBe(pattern);
      expect(shown(`/sw${path === '/' ? '' : path}`, '/sw')?.path).toBe(pattern);
    }
    expect(shown('/no-such-page')?.id).toBe(NOT_FOUND);
    expect(shown('/product/1/extra')?.id).toBe(NOT_FOUND);
    expect(pageAt('/product/7')?.params).toEqual({ id: '7' });
  });
});
