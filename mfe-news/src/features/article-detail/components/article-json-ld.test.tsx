import { render } from '@testing-library/react';
import { makeArticle } from '../../../../test/fixtures';
import { ArticleJsonLd, articleStructuredData } from './article-json-ld';
import { unfilledProperties } from '@reedmere/web-kit/testing';

const PAGE = 'https://www.reedmere.example/news/spring-market';

describe('articleStructuredData', () => {
  it('describes the article as a schema.org NewsArticle', () => {
    expect(articleStructuredData(makeArticle(), PAGE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Spring market',
      description: 'Buyers are back.',
      datePublished: '2025-03-01T09:00:00.000Z',
      dateModified: '2025-03-02T09:00:00.000Z',
      author: { '@type': 'Person', name: 'Jo Smith' },
      image: ['https://www.reedmere.example/api/files/img-spring.jpg'],
      articleSection: 'Property News',
      keywords: 'market, norfolk',
      mainEntityOfPage: { '@type': 'WebPage', '@id': PAGE },
      publisher: {
        '@type': 'Organization',
        name: 'Reedmere Estates',
        url: 'https://www.reedmere.example/',
        logo: { '@type': 'ImageObject', url: 'https://www.reedmere.example/favicon.svg' },
      },
    });
  });

  it('names the agency as the author by default and leaves out what is missing', () => {
    const data = articleStructuredData(
      makeArticle({ author: '', featuredImage: null, tags: [] }),
      PAGE,
    );
    expect(data.author).toEqual(data.publisher);
    expect(data.image).toBeUndefined();
    expect(data.keywords).toBeUndefined();
  });
});

type Node = Record<string, unknown>;

// Search engines' rules for an article: none is strictly required, these make the rich result;
// the publisher is named with its logo, and every person or organisation has a name.
const RECOMMENDED = ['headline', 'image', 'datePublished', 'dateModified', 'author'];

function expectFilled(node: Node, properties: readonly string[]): void {
  expect(unfilledProperties(node, properties)).toEqual([]);
}

describe('ArticleJsonLd: the structured data the page renders', () => {
  function rendered(article = makeArticle()): Node {
    const { container } = render(<ArticleJsonLd article={article} pageUrl={PAGE} />);
    const scripts = container.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    return JSON.parse(scripts[0]!.textContent ?? '') as Node;
  }

  it('is a schema.org NewsArticle with the recommended properties', () => {
    const data = rendered();
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('NewsArticle');
    expectFilled(data, [...RECOMMENDED, 'publisher', 'mainEntityOfPage']);
    expect(data.headline).toEqual(expect.any(String));
    expect((data.headline as string).length).toBeLessThanOrEqual(110);
    for (const url of data.image as string[]) expect(url).toMatch(/^https:\/\//);
    expectFilled(data.author as Node, ['@type', 'name']);
  });

  it('names the agency as publisher, with an absolute logo URL', () => {
    const publisher = rendered().publisher as Node;
    expect(publisher['@type']).toBe('Organization');
    expectFilled(publisher, ['name', 'url', 'logo']);
    const logo = publisher.logo as Node;
    expect(logo['@type']).toBe('ImageObject');
    expect(logo.url).toBe('https://www.reedmere.example/favicon.svg');
  });

  it("gives the agency's name and logo as author when the article names no one", () => {
    const author = rendered(makeArticle({ author: '' })).author as Node;
    expectFilled(author, ['@type', 'name', 'logo']);
  });
});
