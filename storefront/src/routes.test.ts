import { matchRoutes } from 'react-router-dom';
import { routes } from './App';
import { pagePatterns } from './routes';

// The server answers 200 for exactly these patterns (dist/routes.json); the router must show a page for each.
describe('page routes', () => {
  it('gives every listed pattern its page and every other path the NotFound page', () => {
    const shown = (path: string) => matchRoutes(routes, path)!.at(-1)!.route.path;
    for (const pattern of pagePatterns()) {
      const path = pattern.replace(/:[^/]+/g, '1');
      expect(shown(path)).toBe(pattern);
    }
    expect(shown('/no-such-page')).toBe('*');
    expect(shown('/product/1/extra')).toBe('*');
  });
});
