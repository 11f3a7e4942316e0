import { AGENCY } from './agency';
import { realEstateAgentJsonLd } from './agency-json-ld';

const BASE = 'https://www.reedmere.example/contact';

describe('realEstateAgentJsonLd', () => {
  const data = realEstateAgentJsonLd(BASE);

  it('describes the agency at its head office, from its details', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      '@id': 'https://www.reedmere.example/contact#head-office',
      name: AGENCY.name,
      legalName: AGENCY.company.legalName,
      url: 'https://www.reedmere.example/',
      logo: { '@type': 'ImageObject', url: 'https://www.reedmere.example/favicon.svg' },
      telephone: '+441632960100',
      email: AGENCY.email,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '14 Wensum Yard',
        addressLocality: 'Norwich',
        addressRegion: 'Norfolk',
        postalCode: 'NR1 9ZZ',
        addressCountry: 'GB',
      },
    });
  });

  it('opens 8am to 8pm every day of the week', () => {
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '08:00',
        closes: '20:00',
      },
    ]);
  });

  it('serves the county and the towns of its offices', () => {
    expect(data.areaServed).toEqual([
      { '@type': 'AdministrativeArea', name: 'Norfolk' },
      { '@type': 'City', name: 'Norwich' },
      { '@type': 'City', name: 'Dereham' },
      { '@type': 'City', name: 'Diss' },
    ]);
  });

  it('lists the Dereham and Diss branches as departments with their own address and number', () => {
    expect(data.department).toEqual([
      expect.objectContaining({
        '@type': 'RealEstateAgent',
        '@id': 'https://www.reedmere.example/contact#dereham',
        name: 'Reedmere Estates, Dereham office',
        url: 'https://www.reedmere.example/contact',
        telephone: '+441632960200',
        address: expect.objectContaining({ postalCode: 'NR19 9ZZ', addressLocality: 'Dereham' }),
        openingHoursSpecification: data.openingHoursSpecification,
        areaServed: { '@type': 'City', name: 'Dereham' },
      }),
      expect.objectContaining({
        '@id': 'https://www.reedmere.example/contact#diss',
        name: 'Reedmere Estates, Diss office',
        telephone: '+441632960300',
        address: expect.objectContaining({ postalCode: 'IP22 9ZZ', addressLocality: 'Diss' }),
      }),
    ]);
  });

  it('links the social profiles', () => {
    expect(data.sameAs).toContain(AGENCY.social.residential.facebook);
    expect(data.sameAs).toHaveLength(4);
  });
});
