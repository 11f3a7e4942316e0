import { Link as RouterLink } from '@reedmere/router';
import { AGENCY, telHref } from '@reedmere/agency';

/** The navy band that ends a developments page: talk to us about a project. */
export function ContactCallToAction({ title, text }: { title: string; text: string }) {
  const phone = AGENCY.offices.head.phone;
  return (
    <section className="dev-cta" aria-labelledby="developments-cta-title">
      <div className="site-container">
        <h2 id="developments-cta-title" className="kit-heading-4">
          {title}
        </h2>
        <p className="dev-cta__text">{text}</p>
        <div className="dev-actions">
          <RouterLink className="kit-button dev-button--copper" to="/contact">
            Contact Us
          </RouterLink>
          <a className="kit-button kit-button--outlined dev-button--on-navy" href={telHref(phone)}>
            Call {phone}
          </a>
        </div>
      </div>
    </section>
  );
}
