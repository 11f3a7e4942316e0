import { Link as RouterLink } from '@reedmere/router';
import type { Market } from '../../../shared/market';

export interface MarketChoice {
  market: Market;
  label: string;
  href: string;
}

/**
 * For sale or to let, as two links: each market is an address of its own, so the choice survives
 * a reload, Back returns to it, and it works before the page's script has loaded. The current one
 * is marked for screen readers (aria-current) and drawn filled.
 */
export function MarketSwitch({
  label,
  choices,
  current,
}: {
  label: string;
  choices: readonly MarketChoice[];
  current: Market;
}) {
  return (
    <nav aria-label={label} className="market-switch">
      {choices.map((choice) => {
        const selected = choice.market === current;
        return (
          <RouterLink
            key={choice.market}
            to={choice.href}
            aria-current={selected ? 'page' : undefined}
            className={selected ? 'kit-button' : 'kit-button kit-button--outlined'}
          >
            {choice.label}
          </RouterLink>
        );
      })}
    </nav>
  );
}
