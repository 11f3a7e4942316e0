import { render } from '@testing-library/react';
import type { Development } from '@reedmere/contracts';
import { development } from '../../../../test/fixtures';
import { DESCRIPTION_MAX } from '../lib/development-json-ld';
import { DevelopmentJsonLd } from './development-json-ld';
import { unfilledProperties } from '@reedmere/web-kit/testing';

type Node = Record<string, unknown>;

// A Place has no rich result of its own: it is named, placed and linked to its page, and
// described and pictured so it can be shown.
const REQUIRED = ['name', 'url', 'address'];
const RECOMMENDED = ['description', 'image'];

function expectFilled(node: Node, properties: readonly string[]): void {
  expect(unfilledProperties(node, properties)).toEqual([]);
}

function rendered(record: Development = development()): Node {
  const { container } = render(<DevelopmentJsonLd development={record} />);
  const scripts = container.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]!.textContent ?? '') as Node;
}

describe('DevelopmentJsonLd: the structured data the page renders', () => {
  it('is a schema.org Place with the required and recommended properties', () => {
    const data = rendered();
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('Place');
    expectFilled(data, [...REQUIRED, ...RECOMMENDED]);
    expect(data.name).toBe('Maltings Yard');
  });

  it("links to the development's own page by its absolute URL", () => {
    expect(rendered().url).toBe('http://localhost/developments/d1');
    expect(rendered(development({ id: 'a b/c' })).url).toBe(
      'http://localhost/developments/a%20b%2Fc',
    );
  });

  it('gives every photo by its absolute URL, the finished ones first', () => {
    const images = rendered().image as string[];
    expect(images).toHaveLength(6);
    for (const url of images) expect(new URL(url).href).toBe(url);
    for (const url of images) expect(url).toMatch(/^http:\/\/localhost\/api\/files\//);
    expect(images[0]).toBe('http://localhost/api/files/img-after1.jpg');
  });

  it('describes it in plain text, no longer than the limit', () => {
    const description = rendered().description as string;
    expect(description).toBe('Eight homes around a courtyard. Heat pumps throughout.');
    const long = rendered(development({ description: `<p>${'Homes '.repeat(200)}</p>` }));
    const cut = long.description as string;
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(cut).not.toMatch(/[<>]/);
  });

  it('places it in its town, in Norfolk, GB', () => {
    const address = rendered().address as Node;
    expect(address['@type']).toBe('PostalAddress');
    expect(address).toMatchObject({
      addressLocality: 'Aylsham',
      addressRegion: 'Norfolk',
      addressCountry: 'GB',
    });
  });

  it('gives its status and its dates as ISO calendar days', () => {
    const facts = rendered().additionalProperty as Node[];
    for (const fact of facts) {
      expect(fact['@type']).toBe('PropertyValue');
      expectFilled(fact, ['name', 'value']);
    }
    const value = (name: string) => facts.find((fact) => fact.name === name)?.value;
    expect(value('Status')).toBe('Completed');
    expect(value('Start Date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(value('Completion Date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('keeps a title that looks like markup inside the script', () => {
    const { container } = render(
      <DevelopmentJsonLd development={development({ title: 'Yard </script><b>x</b>' })} />,
    );
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.textContent).not.toContain('</script>');
    expect((JSON.parse(script?.textContent ?? '') as Node).name).toBe('Yard </script><b>x</b>');
  });
});
