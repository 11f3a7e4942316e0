import { EPC_BANDS } from './epc-ratings';

const CAPTION_ID = 'epc-rating-scale-caption';

// Bars grow by equal steps from A to G, as on the certificate itself.
const barWidth = (index: number) => `${40 + (index * 60) / (EPC_BANDS.length - 1)}%`;

function bandNote(index: number): string {
  if (index === 0) return ', most efficient';
  if (index === EPC_BANDS.length - 1) return ', least efficient';
  return '';
}

/**
 * The A to G scale as coloured bars. Each bar is a list item that says its letter and range in
 * words, so nothing depends on seeing the colours.
 */
export function EpcRatingScale() {
  return (
    <figure className="epc-scale">
      <ol
        // Safari drops list semantics when list-style is none unless the role is explicit.
        role="list"
        aria-labelledby={CAPTION_ID}
        className="epc-scale__bands"
      >
        {EPC_BANDS.map((band, index) => (
          <li
            key={band.letter}
            className="epc-scale__band"
            // Each band's own length and colours: data, not style rules.
            style={{ width: barWidth(index), backgroundColor: band.colour, color: band.textColour }}
          >
            <span className="kit-visually-hidden">
              {`Band ${band.letter}: asset rating ${band.rangeText}${bandNote(index)}`}
            </span>
            <span aria-hidden="true" className="epc-scale__range">
              {band.range}
            </span>
            <span aria-hidden="true" className="epc-scale__letter">
              {band.letter}
            </span>
          </li>
        ))}
      </ol>
      <figcaption id={CAPTION_ID} className="epc-scale__caption">
        Non-domestic EPC rating scale, from A (most efficient, asset rating 0 to 25) to G (least
        efficient, over 150).
      </figcaption>
    </figure>
  );
}
