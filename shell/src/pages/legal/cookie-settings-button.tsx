import { COOKIE_CONSENT_STORAGE_KEY } from '@reedmere/contracts';

export interface CookieSettingsButtonProps {
  /** Reloads the page; injectable because jsdom cannot reload. */
  readonly reload?: () => void;
}

function reloadPage(): void {
  window.location.reload();
}

/**
 * Forgets the visitor's cookie choices and reloads, so the cookie banner (shown only when no
 * consent record exists) asks again.
 */
export function CookieSettingsButton({ reload = reloadPage }: CookieSettingsButtonProps) {
  const handleClick = () => {
    try {
      window.localStorage.removeItem(COOKIE_CONSENT_STORAGE_KEY);
    } catch {
      // Storage blocked by the browser: there is no record to clear, the banner will show anyway.
    }
    reload();
  };
  return (
    <button
      type="button"
      onClick={handleClick}
      className="site-button site-button--contained legal-cookie-settings"
    >
      Change cookie settings
    </button>
  );
}
