import { makeDevelopment } from '@reedmere/contracts/testing';
import { development } from '../../../../test/fixtures';
import { DESCRIPTION_MAX, developmentJsonLd } from './development-json-ld';

const PAGE = 'https://www.reedmere.example/developments/d1';
const FILES = 'https://www.reedmere.example/api/files';

describe('developmentJsonLd', () => {
  it('describes the development as a schema.org Place in Norfolk', () => {
    expect(developmentJsonLd(development(), PAGE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Place',
      name: 'Maltings Yard',
      description: 'Eight homes around a courtyard. Heat pumps throughout.',
      url: PAGE,
      image: [
        `${FILES}/img-after1.jpg`,
        `${FILES}/img-after2.jpg`,
        `${FILES}/img-after3.jpg`,
        `${FILES}/img-during1.jpg`,
        `${FILES}/img-during2.jpg`,
        `${FILES}/img-before1.jpg`,
      ],
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Aylsham',
        addressRegion: 'Norfolk',
        addressCountry: 'GB',
      },
      additionalProperty: [
        { '@type': 'PropertyValue', name: 'Status', value: 'Completed' },
        { '@type': 'PropertyValue', name: 'Start Date', value: '2023-03-01' },
        { '@type': 'PropertyValue', name: 'Completion Date', value: '2024-09-30' },
      ],
    });
  });

  it('leaves out what the record does not know', () => {
    // A development with only a title: no description, place, dates or images, still planned.
    const data = developmentJsonLd(makeDevelopment(), PAGE);
    expect(data.description).toBeUndefined();
    expect(data.image).toBeUndefined();
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      addressRegion: 'Norfolk',
      addressCountry: 'GB',
    });
    expect(data.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Status', value: 'Planning' },
    ]);
  });

  it('cuts a long description at a word, marked with an ellipsis', () => {
    const words = Array.from({ length: 200 }, (_, i) => `word${i}`).join(' ');
    const { description } = developmentJsonLd(
      development({ description: `<p>${words}</p>` }),
      PAGE,
    );
    expect(typeof description).toBe('string');
    const text = description as string;
    expect(text.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(text).toMatch(/ word\d+…$/);
    const kept = text.slice(0, -1);
    expect(words.startsWith(kept)).toBe(true);
    expect(words[kept.length]).toBe(' ');
  });

  it('gives the description as text, its entities decoded', () => {
    const { description } = developmentJsonLd(
      development({ description: '<p>Homes &amp; <b>gardens</b></p><p>From &pound;250k</p>' }),
      PAGE,
    );
    expect(description).toBe('Homes & gardens From £250k');
  });
});
