import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { SESSION_ENDED } from './session';

/**
 * Back to the login as soon as any request finds the token refused. react-admin notices a refusal
 * only from its data provider; the overview, sales report and order transitions are read outside
 * it, so without this the login showed only at the next navigation.
 */
export const SessionWatch = () => {
  const logout = useLogout();
  useEffect(() => {
    const onEnded = () => void logout();
    window.addEventListener(SESSION_ENDED, onEnded);
    return () => window.removeEventListener(SESSION_ENDED, onEnded);
  }, [logout]);
  return null;
};
