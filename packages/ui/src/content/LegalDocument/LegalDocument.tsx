import { PageSection } from '../../layout/PageSection';
import { article, contents, heading, intro, meta, section, title } from './LegalDocument.css';

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalDocumentProps {
  title: string;
  /** When the text last changed, as people read it, e.g. "January 2025" (spec 02 §9). */
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
}

/**
 * A legal text page (privacy policy, terms of service; spec 02 §2): title, last-updated line, a table of contents
 * linking to each section, and the numbered sections.
 */
export function LegalDocument({ title: documentTitle, lastUpdated, intro: lead, sections }: LegalDocumentProps) {
  return (
    <PageSection>
      <article className={article} aria-labelledby="legal-title">
        <h1 id="legal-title" className={title}>
          {documentTitle}
        </h1>
        <p className={meta}>Last updated {lastUpdated}</p>
        <p className={intro}>{lead}</p>
        <nav aria-labelledby="legal-contents" className={contents}>
          <h2 id="legal-contents" className={heading}>
            Contents
          </h2>
          <ol>
            {sections.map((part, index) => (
              <li key={part.heading}>
                <a href={`#legal-${index}`}>{part.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((part, index) => (
          <section key={part.heading} className={section} aria-labelledby={`legal-${index}`}>
            <h2 id={`legal-${index}`} className={heading} tabIndex={-1}>
              {index + 1}. {part.heading}
            </h2>
            {part.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </article>
    </PageSection>
  );
}
