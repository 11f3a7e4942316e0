import type { ReactNode } from 'react';

interface SectionBlockProps {
  /** Used for the heading id that names the section for assistive technology. */
  id: string;
  title: string;
  intro?: ReactNode;
  /** Alternate sections get a tinted band so long pages are easier to scan. */
  tinted?: boolean;
  children?: ReactNode;
}

/** A page section with its h2; the page hero holds the only h1. */
export function SectionBlock({ id, title, intro, tinted = false, children }: SectionBlockProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className={tinted ? 'section-block section-block--tinted' : 'section-block'}
    >
      <div className="site-container">
        <h2 id={headingId} className="kit-heading-4">
          {title}
        </h2>
        {intro && <p className="section-block__intro">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
