/** What a list shows: homes or premises for sale, or to let. */
export type Market = 'sale' | 'rent';

/** The query parameter that keeps the choice, named as the listings API names it. */
export const MARKET_PARAM = 'priceType';

/** The market a page's query asks for: to let only when it says so; homes for sale come first. */
export function readMarket(params: URLSearchParams): Market {
  return params.get(MARKET_PARAM) === 'rent' ? 'rent' : 'sale';
}
