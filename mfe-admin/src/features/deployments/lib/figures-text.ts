const COUNT = new Intl.NumberFormat('en-GB');

/** '1 view', '1,204 views'. */
export const countText = (count: number, one: string, many: string): string =>
  `${COUNT.format(count)} ${count === 1 ? one : many}`;
