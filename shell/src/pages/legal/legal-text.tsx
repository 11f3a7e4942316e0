import type { ReactNode } from 'react';

/** A paragraph of policy text. */
export function Paragraph({ children }: { children: ReactNode }) {
  return <p>{children}</p>;
}

/** A bulleted list of policy points. */
export function BulletList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="legal-list">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
