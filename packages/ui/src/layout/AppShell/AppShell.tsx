import type { ReactNode } from 'react';
import { Footer } from '../Footer';
import { Header } from '../Header';
import { main, shell, skipLink } from './AppShell.css';

/** Every page's frame: a skip link, the shared header, the page, and the shared footer below (spec 01 §2). */
export function AppShell({ children }: { children: ReactNode }) {
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
      <Header />
      <main id="main" className={main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
