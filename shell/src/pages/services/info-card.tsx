import type { ReactNode } from 'react';

export interface InfoCardContent {
  readonly title: string;
  readonly text: string;
}

/** A card with an h3 and a short text, for benefit and service grids. */
function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="page-card">
      <h3 className="page-card__title">{title}</h3>
      <p className="page-card__text">{children}</p>
    </div>
  );
}

interface InfoCardGridProps {
  cards: readonly InfoCardContent[];
  /** The grid's column modifier (pages.css), e.g. 'page-grid--md3'. */
  columns: string;
}

/** A full-width grid of info cards, one per entry. */
export function InfoCardGrid({ cards, columns }: InfoCardGridProps) {
  return (
    <div className={`page-grid page-grid--wide ${columns}`}>
      {cards.map((card) => (
        <InfoCard key={card.title} title={card.title}>
          {card.text}
        </InfoCard>
      ))}
    </div>
  );
}
