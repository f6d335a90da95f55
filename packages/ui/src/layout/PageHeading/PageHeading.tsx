import type { ReactNode } from 'react';
import { heading, lead, title } from './PageHeading.css';

export interface PageHeadingProps {
  /** The page's h1; its id is `id` for `aria-labelledby`. */
  title: ReactNode;
  id?: string;
  /** One line under the title saying what the page is for. */
  lead?: ReactNode;
}

/** A page's title and lead, centred above its content. */
export function PageHeading({ title: text, id, lead: leadText }: PageHeadingProps) {
  return (
    <header className={heading}>
      <h1 id={id} className={title}>
        {text}
      </h1>
      {leadText && <p className={lead}>{leadText}</p>}
    </header>
  );
}
