import { useBasename } from 'react-admin';

/**
 * Absolute console URL of a path ('/products/3' -> '/dashboard/products/3'): react-admin
 * runs inside our own BrowserRouter, so plain links need the basename themselves.
 */
export const useConsolePath = () => {
  const basename = useBasename();
  return (path: string) => `${basename}${path}`;
};
