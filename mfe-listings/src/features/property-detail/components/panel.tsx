import type { ReactNode } from 'react';

/** A titled block of the detail page (a section with an h2). */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="kit-panel">
      <h2 id={id} className="kit-heading-5">
        {title}
      </h2>
      {children}
    </section>
  );
}
