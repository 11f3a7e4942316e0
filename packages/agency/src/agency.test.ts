import { AGENCY, OFFICES } from './agency';
import { formatAddress, mailtoHref, telHref, whatsappHref } from './links';

// The expected values are copied from the agency note; a failing test here means the
// configuration drifted from the published details.
describe('agency details', () => {
  it('has the name, mark, tagline and badge', () => {
    expect(AGENCY.name).toBe('Reedmere Estates');
    expect(AGENCY.shortMark).toBe('REEDMERE');
    expect(AGENCY.tagline).toBe("Because excellence isn't standard - it's chosen.");
    expect(AGENCY.badge).toBe('LOCAL INDEPENDENT PERSONAL');
  });

  it('has the three offices with their addresses and phones, head office first', () => {
    expect(OFFICES.map((office) => [formatAddress(office.address), office.phone])).toEqual([
      ['14 Wensum Yard, Norwich, NR1 9ZZ', '01632 960100'],
      ['3 Quebec Walk, Dereham, NR19 9ZZ', '01632 960200'],
      ['8 Mere Street, Diss, IP22 9ZZ', '01632 960300'],
    ]);
    expect(OFFICES[0]).toBe(AGENCY.offices.head);
  });

  it('has the e-mail, WhatsApp, hours and valuation link', () => {
    expect(AGENCY.email).toBe('hello@reedmere.example');
    expect(AGENCY.whatsapp).toEqual({
      number: '+44 7700 900123',
      url: 'https://wa.me/447700900123',
    });
    expect(AGENCY.hours.text).toBe('8am - 8pm, 7 days per week');
    expect(AGENCY.hours.headerText).toBe('Open 8am-8pm 7 days a week');
    expect(AGENCY.hours).toMatchObject({ opens: '08:00', closes: '20:00' });
    expect(AGENCY.valuationUrl).toBe('https://valuation.reedmere.example/');
  });

  it('gives the same opening hours in its printed text and its 24-hour times', () => {
    const hour = (time: string) => Number(time.slice(0, 2));
    const twelveHour = (h: number) => `${h % 12 || 12}${h < 12 ? 'am' : 'pm'}`;
    const { text, opens, closes } = AGENCY.hours;
    expect(text).toContain(`${twelveHour(hour(opens))} - ${twelveHour(hour(closes))}`);
    expect(text).toContain('7 days');
  });

  it('is in Norfolk', () => {
    expect(AGENCY.county).toBe('Norfolk');
  });

  it('has the company, redress and client money protection details', () => {
    expect(AGENCY.company).toEqual({
      legalName: 'Reedmere Estates Ltd',
      registeredIn: 'England and Wales',
      companyNumber: '00000000',
    });
    expect(AGENCY.redress).toEqual({
      scheme: 'The Property Ombudsman',
      membershipNumber: 'T00000',
      clientMoneyProtection: { scheme: 'Propertymark CMP', number: 'C0000000' },
    });
  });

  it('has the social links per division, all https', () => {
    expect(AGENCY.social).toEqual({
      residential: {
        instagram: 'https://instagram.com/reedmere.residential',
        facebook: 'https://facebook.com/reedmere.residential',
      },
      commercial: { instagram: 'https://instagram.com/reedmere.commercial' },
      developments: { instagram: 'https://instagram.com/reedmere.developments' },
    });
  });

  it('has four residential portals and one commercial portal', () => {
    expect(AGENCY.portals.residential.map((portal) => portal.url)).toEqual([
      'https://www.rightmove.co.uk',
      'https://www.zoopla.co.uk',
      'https://www.onthemarket.com',
      'https://www.primelocation.com',
    ]);
    expect(AGENCY.portals.commercial.map((portal) => portal.url)).toEqual([
      'https://www.rightmove.co.uk/commercial-property.html',
    ]);
  });

  it('has the copyright line', () => {
    expect(AGENCY.copyright).toBe('© 2025 Reedmere Estates Ltd');
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(AGENCY)).toBe(true);
    expect(Object.isFrozen(AGENCY.offices.head.address)).toBe(true);
    expect(Object.isFrozen(AGENCY.portals.residential[0])).toBe(true);
    expect(Object.isFrozen(OFFICES)).toBe(true);
    expect(() => {
      (AGENCY as { email: string }).email = 'someone@else.example';
    }).toThrow(TypeError);
  });
});

describe('telHref', () => {
  it('turns a UK national number into an international tel: link', () => {
    expect(telHref('01632 960100')).toBe('tel:+441632960100');
    expect(telHref(AGENCY.offices.diss.phone)).toBe('tel:+441632960300');
  });

  it('keeps numbers already in international form', () => {
    expect(telHref('+44 7700 900123')).toBe('tel:+447700900123');
    expect(telHref('0044 1632 960200')).toBe('tel:+441632960200');
  });

  it('ignores punctuation', () => {
    expect(telHref('(01632) 960-100')).toBe('tel:+441632960100');
  });

  it('rejects text without digits', () => {
    expect(() => telHref('call us')).toThrow('Not a phone number');
  });
});

describe('other link helpers', () => {
  it('builds the WhatsApp link the note gives from the number', () => {
    expect(whatsappHref(AGENCY.whatsapp.number)).toBe(AGENCY.whatsapp.url);
  });

  it('builds mailto links with an encoded subject', () => {
    expect(mailtoHref(AGENCY.email)).toBe('mailto:hello@reedmere.example');
    expect(mailtoHref(AGENCY.email, 'Viewing & valuation')).toBe(
      'mailto:hello@reedmere.example?subject=Viewing%20%26%20valuation',
    );
  });
});
