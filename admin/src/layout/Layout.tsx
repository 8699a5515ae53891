import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { SessionWatch } from '../auth/SessionWatch';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={AppBar} menu={Menu}>
    <SessionWatch />
    {children}
  </RaLayout>
);
