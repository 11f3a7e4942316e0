import { makeArticle } from '../../../../test/fixtures';
import { articleStructuredData, jsonForScript } from './article-json-ld';

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
      publisher: { '@type': 'Organization', name: 'Reedmere Estates' },
    });
  });

  it('names the agency as the author by default and leaves out what is missing', () => {
    const data = articleStructuredData(
      makeArticle({ author: '', featuredImage: null, tags: [] }),
      PAGE,
    );
    expect(data.author).toEqual({ '@type': 'Organization', name: 'Reedmere Estates' });
    expect(data.image).toBeUndefined();
    expect(data.keywords).toBeUndefined();
  });
});

describe('jsonForScript', () => {
  it("escapes '<' so the data cannot close its script element", () => {
    const text = jsonForScript({ headline: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ headline: '</script><script>alert(1)</script>' });
  });
});
