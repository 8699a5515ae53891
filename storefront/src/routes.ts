// The storefront's pages by path pattern live in pages.json: the router (App.tsx) is built from it,
// and the build writes its patterns to dist/routes.json so the server answers any other path with
// HTTP 404. JSON, so the build config and the API's tests read the very same list.
import pages from './pages.json';

export const PAGE_PATHS: Readonly<Record<keyof typeof pages, string>> = pages;

export type PageName = keyof typeof pages;

/** The file the build writes: every page's pattern (`:name` stands for one path segment). */
export const ROUTES_FILE = 'routes.json';
export const pagePatterns = (): string[] => Object.values(PAGE_PATHS);
