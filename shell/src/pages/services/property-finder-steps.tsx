export const PROPERTY_FINDER_STEPS = [
  {
    title: 'Initial Consultation',
    text: 'We meet or call to understand what you need, your budget, your timescale and what would make a property the right one.',
  },
  {
    title: 'Search Brief Creation',
    text: 'We turn that conversation into a written brief of must-haves, nice-to-haves and deal-breakers, and agree it with you.',
  },
  {
    title: 'Targeted Property Search',
    text: 'We search the portals, our own listings and our network of local agents and owners, including homes not yet on the market.',
  },
  {
    title: 'Shortlisting & Viewings',
    text: 'We view on your behalf, shortlist only the properties that fit the brief and arrange viewings for you.',
  },
  {
    title: 'Negotiation & Offer Management',
    text: 'We advise on value, make and negotiate your offer, and keep every party informed.',
  },
  {
    title: 'Support to Completion',
    text: 'We work with solicitors, surveyors and lenders to keep the sale moving until you have the keys.',
  },
] as const;

/** The process as an ordered list, so its order is announced as well as shown. */
export function PropertyFinderSteps() {
  return (
    <ol
      // Safari drops list semantics when list-style is none unless the role is explicit.
      role="list"
      aria-label="Our six-step process"
      className="finder-steps"
    >
      {PROPERTY_FINDER_STEPS.map((step, index) => (
        <li key={step.title} className="finder-steps__step">
          {/* The list already gives the number to assistive technology. */}
          <div aria-hidden="true" className="finder-steps__number">
            {index + 1}
          </div>
          <div>
            <h3 className="kit-heading-6">{step.title}</h3>
            <p className="finder-steps__text">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
