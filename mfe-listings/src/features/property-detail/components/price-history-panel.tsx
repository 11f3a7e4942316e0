import { formatUkDate, type Property } from '@reedmere/contracts';
import { formatPrice, RENT_SUFFIX } from '../../../shared/format-price';
import { Panel } from './panel';

/** A past price as the page writes prices: a rent with its '/month', no price 'on Request'. */
const priceText = (amount: number | null, property: Property) =>
  formatPrice(amount, property.priceType, null, { rentSuffix: RENT_SUFFIX.detail });

/** Each change of the price, newest first: its date, then the old and the new price. */
export function PriceHistoryPanel({ property }: { property: Property }) {
  const history = property.priceHistory ?? [];
  if (history.length === 0) return null;
  return (
    <Panel id="price-history-title" title="Price history">
      <ul className="price-history">
        {[...history].reverse().map((change, index) => (
          <li key={`${change.date}-${index}`}>
            <time dateTime={change.date} className="kit-secondary">
              {formatUkDate(change.date)}
            </time>
            <span className="price-history__change">
              {priceText(change.from, property)}
              {/* The arrow is for the eye; a screen reader says "to". */}
              <span aria-hidden="true"> → </span>
              <span className="kit-visually-hidden">{' to '}</span>
              {priceText(change.to, property)}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
