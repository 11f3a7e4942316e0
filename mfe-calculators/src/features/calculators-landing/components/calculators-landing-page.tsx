import { Link as RouterLink } from '@reedmere/router';
import { PageHero } from '@reedmere/web-kit';
import { calculatorsHero } from '@reedmere/web-kit/heroes/calculators';

const CALCULATORS = [
  {
    to: '/mortgage-calculator',
    title: 'Mortgage Calculator',
    text: 'Your monthly payment, the total cost and how the balance falls, year by year, for a repayment or interest-only mortgage.',
    action: 'Work out your mortgage',
  },
  {
    to: '/stamp-duty-calculator',
    title: 'Stamp Duty Calculator',
    text: 'The Stamp Duty Land Tax on a purchase in England or Northern Ireland, with first-time buyer relief and the surcharges, at the rates for your completion date.',
    action: 'Work out your stamp duty',
  },
] as const;

/** /calculators: the two calculators, then the way on to properties or a conversation. */
export function CalculatorsLandingPage() {
  return (
    <>
      <PageHero
        title="Property Calculators"
        subtitle="Plan your move with our mortgage and stamp duty calculators."
        image={calculatorsHero}
      />
      <div className="site-container calc-page">
        <ul className="calc-columns calc-cards">
          {CALCULATORS.map((calculator) => (
            <li key={calculator.to} className="kit-panel calc-card">
              <h2 className="kit-heading-5">{calculator.title}</h2>
              <p className="kit-secondary calc-card__text">{calculator.text}</p>
              <div>
                <RouterLink className="kit-button" to={calculator.to}>
                  {calculator.action}
                </RouterLink>
              </div>
            </li>
          ))}
        </ul>
        <section className="calc-section" aria-labelledby="next-steps-title">
          <h2 id="next-steps-title" className="kit-heading-5">
            Ready for the next step?
          </h2>
          <p className="kit-secondary calc-card__text">
            Browse the homes we have for sale, or talk to our team about buying or selling.
          </p>
          <div className="calc-actions">
            <RouterLink className="kit-button kit-button--outlined" to="/residential">
              View properties for sale
            </RouterLink>
            <RouterLink className="kit-button kit-button--outlined" to="/contact">
              Contact us
            </RouterLink>
          </div>
        </section>
      </div>
    </>
  );
}
