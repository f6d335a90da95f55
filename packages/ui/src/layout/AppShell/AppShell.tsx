import type { ReactNode } from 'react';
import { Footer, type FooterColumn } from '../Footer';
import { Header } from '../Header';
import type { NavItem } from '../navItem';
import { main, shell, skipLink } from './AppShell.css';

export interface AppShellProps {
  /** The header's navigation links (`Header links`). */
  headerLinks: readonly NavItem[];
  /** The footer's link columns (`Footer columns`). */
  footerColumns: readonly FooterColumn[];
  children: ReactNode;
}

/** Every page's frame: a skip link, the shared header, the page, and the shared footer below (spec 01 §2). */
export function AppShell({ headerLinks, footerColumns, children }: AppShellProps) {
  return (
    <div className={shell}>
      <a
        href="#main"
        className={skipLink}
        onClick={(event) => {
          // Move focus without a hash change, which the client router would treat as navigation.
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        Skip to content
      </a>
      <Header links={headerLinks} />
      <main id="main" className={main} tabIndex={-1}>
        {children}
      </main>
      <Footer columns={footerColumns} />
    </div>
  );
}
