import { hoistLeadingLinks } from '../src/hoisted-links';

describe('hoistLeadingLinks', () => {
  it('takes the links React wrote ahead of the markup for the head', () => {
    const links =
      '<link rel="stylesheet" href="/remotes/calculators/a.css" data-precedence="remote"/>' +
      '<link rel="stylesheet" href="/remotes/calculators/b.css" data-precedence="remote"/>';
    expect(hoistLeadingLinks(`${links}<div class="site-layout"><link rel="x"></div>`)).toEqual({
      head: links,
      body: '<div class="site-layout"><link rel="x"></div>',
    });
  });

  it('leaves markup with no leading link as it is', () => {
    expect(hoistLeadingLinks('<div><link rel="stylesheet" href="/a.css"/></div>')).toEqual({
      head: '',
      body: '<div><link rel="stylesheet" href="/a.css"/></div>',
    });
  });
});
