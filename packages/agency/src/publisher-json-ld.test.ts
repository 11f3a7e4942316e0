import { LOGO_PATH, publisherJsonLd } from './publisher-json-ld';

describe('publisherJsonLd', () => {
  it('names the agency with its site and an absolute logo, whatever page it is on', () => {
    expect(publisherJsonLd('https://www.reedmere.example/news/spring-market')).toEqual({
      '@type': 'Organization',
      name: 'Reedmere Estates',
      url: 'https://www.reedmere.example/',
      logo: { '@type': 'ImageObject', url: `https://www.reedmere.example${LOGO_PATH}` },
    });
  });
});
