import type { CSSProperties } from 'react';
import { EPC_RATINGS, type EpcRating } from '@reedmere/contracts';

// The standard bands and colours of an energy performance graph.
const BANDS: Readonly<Record<EpcRating, { range: string; colour: string; text: string }>> = {
  A: { range: '92+', colour: '#008054', text: '#fff' },
  B: { range: '81-91', colour: '#19b459', text: '#000' },
  C: { range: '69-80', colour: '#8dce46', text: '#000' },
  D: { range: '55-68', colour: '#ffd500', text: '#000' },
  E: { range: '39-54', colour: '#fcaa65', text: '#000' },
  F: { range: '21-38', colour: '#ef8023', text: '#000' },
  G: { range: '1-20', colour: '#e9153b', text: '#fff' },
};

/**
 * The A-G graph. Colour is never the only cue: each band is a list item with its letter and
 * range in text, and the current and potential ratings are written beside their band.
 */
export function EpcGraph({
  current,
  potential,
}: {
  current: EpcRating | null;
  potential: EpcRating | null;
}) {
  const summary = [
    current ? `current rating ${current}` : null,
    potential ? `potential rating ${potential}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <div>
      <h3 id="epc-title" className="epc__title">
        Energy Performance Certificate (EPC)
      </h3>
      <p className="kit-small epc__summary">{`Energy efficiency: ${summary}.`}</p>
      <ol aria-labelledby="epc-title" className="epc__bands">
        {EPC_RATINGS.map((band, i) => {
          const marks = [
            band === current ? 'Current' : null,
            band === potential ? 'Potential' : null,
          ].filter(Boolean);
          const paint: CSSProperties = {
            width: `${40 + i * 9}%`,
            backgroundColor: BANDS[band].colour,
            color: BANDS[band].text,
          };
          return (
            <li key={band}>
              <span
                className={marks.length > 0 ? 'epc__band epc__band--marked' : 'epc__band'}
                style={paint}
              >
                <span>{BANDS[band].range}</span>
                <span>{band}</span>
              </span>
              {marks.length > 0 && (
                <span className="kit-small epc__mark">{`◀ ${marks.join(' and ')}`}</span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
