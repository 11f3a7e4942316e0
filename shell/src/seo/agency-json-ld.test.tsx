import type { ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from '@reedmere/router';
import { SWRConfig } from 'swr';
import { AGENCY, OFFICES, telHref } from '@reedmere/agency';
import { ContactPage } from '../pages/contact/contact-page';
import { HomePage } from '../pages/home/home-page';
import { RemoteLoaderProvider } from '../remotes/remote-section';
import type { RemoteLoader } from '../remotes/registry';
import { unfilledProperties } from '@reedmere/web-kit/testing';

type Node = Record<string, unknown>;

// Search engines' rules for a local business: the properties without which it is not shown,
// and the ones that make a richer result (geo and priceRange are left out: the agency has
// neither coordinates nor prices of its own to give).
const REQUIRED = ['@type', 'name', 'address'];
const RECOMMENDED = ['url', 'telephone', 'openingHoursSpecification', 'image'];
const ADDRESS = ['streetAddress', 'addressLocality', 'postalCode', 'addressCountry'];
const HOURS = ['dayOfWeek', 'opens', 'closes'];

const remotes: RemoteLoader = async () => ({ default: () => null });

/** Renders the page, and lets its remote sections (loaded on demand) come in. */
async function renderAt(path: string, page: ReactElement) {
  let rendered: RenderResult | undefined;
  await act(async () => {
    rendered = render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <RemoteLoaderProvider value={remotes}>
          <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
        </RemoteLoaderProvider>
      </SWRConfig>,
    );
  });
  return rendered!;
}

/** The page's JSON-LD blocks, parsed. */
function structuredData(container: HTMLElement): Node[] {
  return [...container.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Node,
  );
}

function expectFilled(node: Node, properties: readonly string[]): void {
  expect(unfilledProperties(node, properties)).toEqual([]);
}

/** A local business, as a rich result wants it: what is required, and what is recommended. */
function expectLocalBusiness(node: Node): void {
  expect(node['@type']).toBe('RealEstateAgent');
  expectFilled(node, [...REQUIRED, ...RECOMMENDED]);
  expectFilled(node.address as Node, ADDRESS);
  const hours = node.openingHoursSpecification as Node[];
  expect(hours.length).toBeGreaterThan(0);
  for (const spec of hours) expectFilled(spec, HOURS);
  expect(node.telephone).toMatch(/^\+44\d{10}$/);
}

describe.each([
  ['/', <HomePage key="home" />],
  ['/contact', <ContactPage key="contact" />],
])('the agency structured data on %s', (path, page) => {
  it('is one schema.org RealEstateAgent with the required and recommended properties', async () => {
    const { container } = await renderAt(path, page);
    const blocks = structuredData(container);
    expect(blocks).toHaveLength(1);
    const agency = blocks[0]!;
    expect(agency['@context']).toBe('https://schema.org');
    expectLocalBusiness(agency);
    expectFilled(agency, ['@id', 'logo', 'email', 'areaServed', 'department']);
    expect(agency.name).toBe(AGENCY.name);
    expect(agency.url).toBe(`${window.location.origin}/`);
    expect((agency.logo as Node).url).toMatch(/^http:\/\/localhost\/.+/);
  });

  it('gives the head office and each branch its own address, number, hours and area', async () => {
    const { container } = await renderAt(path, page);
    const agency = structuredData(container)[0]!;
    const branches = agency.department as Node[];
    const offices = [agency, ...branches];
    expect(offices.map((office) => office.telephone)).toEqual(
      OFFICES.map((office) => telHref(office.phone).slice('tel:'.length)),
    );
    expect(offices.map((office) => (office.address as Node).postalCode)).toEqual(
      OFFICES.map((office) => office.address.postcode),
    );
    for (const branch of branches) {
      expectLocalBusiness(branch);
      expectFilled(branch, ['@id', 'areaServed']);
    }
    expect(agency.areaServed).toEqual(
      expect.arrayContaining([{ '@type': 'AdministrativeArea', name: AGENCY.county }]),
    );
  });
});
