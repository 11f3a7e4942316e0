import type { ReactNode } from 'react';

/** A card with an h3 and a short text, for benefit and service grids. */
export function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="page-card">
      <h3 className="page-card__title">{title}</h3>
      <p className="page-card__text">{children}</p>
    </div>
  );
}
