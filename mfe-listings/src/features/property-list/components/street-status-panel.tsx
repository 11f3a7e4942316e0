import type { ListingSourceUnavailable } from '@reedmere/contracts';

/** The listing source is unavailable: its message, its suggestion and a way to ask again. */
export function StreetStatusPanel({
  status,
  onRefresh,
}: {
  status: ListingSourceUnavailable;
  onRefresh: () => void;
}) {
  return (
    <section aria-labelledby="street-status-title" className="kit-panel street-status">
      <h2 id="street-status-title" className="kit-heading-5">
        Street API Status
      </h2>
      <p>{status.message}</p>
      {status.suggestion && <p className="kit-secondary">{status.suggestion}</p>}
      <button type="button" className="kit-button" onClick={onRefresh}>
        Refresh
      </button>
    </section>
  );
}
