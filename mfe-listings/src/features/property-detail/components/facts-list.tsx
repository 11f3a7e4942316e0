import type { CSSProperties } from 'react';

export interface Fact {
  label: string;
  value: string;
}

/** Label/value pairs as a description list, in a responsive grid. */
export function FactsList({ facts, columns = 3 }: { facts: readonly Fact[]; columns?: number }) {
  return (
    <dl className="listing-facts" style={{ '--listing-facts-columns': columns } as CSSProperties}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className="kit-secondary kit-small">{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
