import type { ReactNode } from 'react';
import { Link as RouterLink } from '@reedmere/router';
import {
  AGENCY,
  formatAddress,
  mailtoHref,
  OFFICES,
  telHref,
  type Link as AgencyLink,
} from '@reedmere/agency';
import { NEW_TAB_HINT } from '@reedmere/web-kit';
import { BrandLogo } from './brand/brand-logo';
import { FacebookIcon, InstagramIcon } from './icons';
import { FOOTER_LINKS, LETTINGS_FEES_PATH } from './navigation';
import { NewTabLink } from './new-tab-link';

interface SocialLink {
  readonly network: 'Instagram' | 'Facebook';
  readonly url: string;
}

/** Each division's own social accounts. */
const SOCIAL_GROUPS: readonly { division: string; links: readonly SocialLink[] }[] = [
  {
    division: 'Residential',
    links: [
      { network: 'Instagram', url: AGENCY.social.residential.instagram },
      { network: 'Facebook', url: AGENCY.social.residential.facebook },
    ],
  },
  {
    division: 'Commercial',
    links: [{ network: 'Instagram', url: AGENCY.social.commercial.instagram }],
  },
  {
    division: 'Developments',
    links: [{ network: 'Instagram', url: AGENCY.social.developments.instagram }],
  },
];

const PORTAL_GROUPS: readonly { division: string; portals: readonly AgencyLink[] }[] = [
  { division: 'Residential', portals: AGENCY.portals.residential },
  { division: 'Commercial', portals: AGENCY.portals.commercial },
];

// A finger's height on touch screens (site-touch), underlined on hover, a ring on focus.
const LINK = 'site-link site-touch footer__link';

function ColumnHeading({ children }: { children: ReactNode }) {
  return <h2 className="footer__heading">{children}</h2>;
}

function GroupLabel({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h3 id={id} className="footer__group-label">
      {children}
    </h3>
  );
}

function SocialLinks() {
  return (
    <>
      {SOCIAL_GROUPS.map(({ division, links }) => (
        <div key={division}>
          <GroupLabel id={`footer-social-${division.toLowerCase()}`}>{division}</GroupLabel>
          <ul
            aria-labelledby={`footer-social-${division.toLowerCase()}`}
            className="footer__list footer__list--social"
          >
            {links.map(({ network, url }) => (
              <li key={network}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${division} on ${network} ${NEW_TAB_HINT}`}
                  className="site-icon-button footer__social"
                >
                  {network === 'Instagram' ? <InstagramIcon /> : <FacebookIcon />}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

function PortalLinks() {
  return (
    <>
      {PORTAL_GROUPS.map(({ division, portals }) => (
        <div key={division}>
          <GroupLabel id={`footer-portals-${division.toLowerCase()}`}>{division}</GroupLabel>
          <ul aria-labelledby={`footer-portals-${division.toLowerCase()}`} className="footer__list">
            {portals.map((portal) => (
              <li key={portal.name}>
                <NewTabLink href={portal.url} className={LINK}>
                  {portal.name}
                </NewTabLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

function ContactBlock() {
  return (
    <address className="footer__address">
      {OFFICES.map((office) => (
        <div key={office.id} className="footer__office">
          <strong className="footer__office-name">{office.name}</strong>
          <div>{formatAddress(office.address)}</div>
          <a href={telHref(office.phone)} className={LINK}>
            {office.phone}
          </a>
        </div>
      ))}
      <div>
        <a href={mailtoHref(AGENCY.email)} className={LINK}>
          {AGENCY.email}
        </a>
      </div>
      <div className="footer__hours">Open {AGENCY.hours.text}</div>
    </address>
  );
}

/** The compliance details a UK agent must show: redress, client money protection, company. */
function ComplianceBlock() {
  const { redress, company } = AGENCY;
  return (
    <div className="footer__compliance">
      <p className="footer__small">
        Member of {redress.scheme} ({redress.membershipNumber}).
      </p>
      <p className="footer__small">
        Client money protection: {redress.clientMoneyProtection.scheme} (
        {redress.clientMoneyProtection.number}).
      </p>
      <p className="footer__small">
        {company.legalName}, registered in {company.registeredIn}, company number{' '}
        {company.companyNumber}.
      </p>
      <p className="footer__small">
        <RouterLink
          to={LETTINGS_FEES_PATH}
          className="site-touch footer__link footer__link--underlined"
        >
          Lettings fees
        </RouterLink>
      </p>
    </div>
  );
}

/** Every page's footer: plain markup styled by footer.css, in the site's one stylesheet. */
export function Footer() {
  return (
    <footer className="footer">
      <div className="site-container footer__inner">
        <div className="footer__columns">
          <div>
            <BrandLogo variant="light" height={48} />
            <p className="footer__tagline">{AGENCY.tagline}</p>
            <h2 className="footer__heading footer__heading--follow">Follow us</h2>
            <SocialLinks />
          </div>
          <nav aria-label="Footer">
            <ColumnHeading>Explore</ColumnHeading>
            <ul className="footer__list">
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <RouterLink to={link.to} className={LINK}>
                    {link.label}
                  </RouterLink>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <ColumnHeading>Find us on</ColumnHeading>
            <PortalLinks />
          </div>
          <div>
            <ColumnHeading>Contact</ColumnHeading>
            <ContactBlock />
          </div>
        </div>
        <div className="footer__bottom">
          <ComplianceBlock />
          <p className="footer__small">{AGENCY.copyright}</p>
        </div>
      </div>
    </footer>
  );
}
