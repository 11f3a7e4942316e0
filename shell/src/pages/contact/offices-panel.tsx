import {
  AGENCY,
  formatAddress,
  type Link as PortalLink,
  type Office,
  mailtoHref,
  telHref,
} from '@reedmere/agency';
import { NewTabLink } from '@reedmere/web-kit';

const BRANCHES = [AGENCY.offices.dereham, AGENCY.offices.diss] as const;

function PortalList({ label, portals }: { label: string; portals: readonly PortalLink[] }) {
  return (
    <>
      <h4 className="offices__portal-label">{label}</h4>
      <ul className="offices__portals">
        {portals.map((portal) => (
          <li key={portal.url}>
            <NewTabLink href={portal.url}>
              {portal.name}
              <span aria-hidden="true"> ↗</span>
            </NewTabLink>
          </li>
        ))}
      </ul>
    </>
  );
}

/** An office's address and phone number, the lines every office shows. */
function AddressAndPhone({ office }: { office: Office }) {
  return (
    <>
      <div>{formatAddress(office.address)}</div>
      <div>
        Phone:{' '}
        <a href={telHref(office.phone)} className="kit-link">
          {office.phone}
        </a>
      </div>
    </>
  );
}

/** The offices, their numbers and hours, and where the listings are also advertised. */
export function OfficesPanel() {
  const head = AGENCY.offices.head;
  return (
    <section aria-labelledby="contact-offices-title">
      <h2 id="contact-offices-title" className="kit-heading-5">
        Our offices
      </h2>

      <h3 className="offices__name">{head.name}</h3>
      <address className="offices__address offices__address--head">
        <AddressAndPhone office={head} />
        <div>
          Email:{' '}
          <a href={mailtoHref(AGENCY.email)} className="kit-link">
            {AGENCY.email}
          </a>
        </div>
        <div>Opening hours: {AGENCY.hours.text}</div>
      </address>

      {BRANCHES.map((office) => (
        <div key={office.id} className="offices__branch">
          <h3 className="offices__name">{office.name}</h3>
          <address className="offices__address">
            <AddressAndPhone office={office} />
          </address>
        </div>
      ))}

      <h3 className="offices__name offices__name--listings">Find our listings on</h3>
      <PortalList label="Residential" portals={AGENCY.portals.residential} />
      <PortalList label="Commercial" portals={AGENCY.portals.commercial} />
    </section>
  );
}
