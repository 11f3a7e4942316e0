import type { Ref } from 'react';
import { Link as RouterLink } from '@reedmere/router';

export interface CookieSummaryProps {
  readonly onAcceptAll: () => void;
  readonly onEssentialOnly: () => void;
  readonly onManage: () => void;
  /** Takes focus when the visitor comes back from the detail view. */
  readonly manageRef: Ref<HTMLButtonElement>;
}

/** The collapsed view: a short notice and the three choices. */
export function CookieSummary({
  onAcceptAll,
  onEssentialOnly,
  onManage,
  manageRef,
}: CookieSummaryProps) {
  return (
    <>
      <h2 className="site-cookie-banner__heading">Cookies on this website</h2>
      <p className="site-cookie-banner__text">
        We use essential cookies to make this site work. With your permission we would also like to
        use analytics, marketing and functionality cookies.{' '}
        <RouterLink to="/cookie-policy">Read our cookie policy</RouterLink>.
      </p>
      <div className="site-cookie-banner__actions">
        <button type="button" className="site-button site-button--contained" onClick={onAcceptAll}>
          Accept All
        </button>
        <button
          type="button"
          className="site-button site-button--outlined"
          onClick={onEssentialOnly}
        >
          Essential Only
        </button>
        <button
          type="button"
          className="site-button site-button--text"
          ref={manageRef}
          onClick={onManage}
        >
          Manage Preferences
        </button>
      </div>
    </>
  );
}
