const SERVICES = [
  {
    title: 'Land and Site Appraisal',
    text: 'An honest view of what a site or building could become, and what it could be worth.',
  },
  {
    title: 'Planning and Design Advice',
    text: 'Local knowledge of what sells in Norfolk, from the first sketch to the final layout.',
  },
  {
    title: 'New Homes Marketing',
    text: 'Photography, drone imagery and launch campaigns that find buyers before completion.',
  },
  {
    title: 'Sales Progression',
    text: 'One dedicated contact who keeps every reservation moving through to completion.',
  },
];

/** What the agency does for developers. */
export function DevelopmentServices() {
  return (
    <section className="dev-services" aria-labelledby="development-services-title">
      <div className="site-container">
        <h2 id="development-services-title" className="kit-heading-4">
          Our Development Services
        </h2>
        <p className="dev-intro kit-secondary">
          From a single barn conversion to a new street of homes, we support developers at every
          stage.
        </p>
        <div className="dev-services__grid">
          {SERVICES.map((service) => (
            <div key={service.title} className="dev-service">
              <h3 className="kit-heading-6">{service.title}</h3>
              <p className="dev-small kit-secondary">{service.text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
