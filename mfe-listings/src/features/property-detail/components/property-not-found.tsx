import type { MouseEvent } from 'react';
import { Link as RouterLink } from '@reedmere/router';

/** A 404 says the property is gone; any other failure says what failed and offers a retry. */
export function PropertyNotFound({
  status,
  onRetry,
  back,
}: {
  status: number | null;
  onRetry: () => void;
  /** The list the visitor came from, else the generic list. */
  back: { to: string; onClick: (event: MouseEvent) => void };
}) {
  const missing = status === 404;
  return (
    <div className="site-container listing-not-found">
      <h1 className="listing-heading-3">Property Not Found</h1>
      <p className="kit-secondary">
        {missing
          ? "The property you're looking for doesn't exist or has been removed."
          : `Failed to fetch property: ${status ?? 'network error'}. Please try again later.`}
      </p>
      <div className="listing-not-found__actions">
        {!missing && (
          <button type="button" className="kit-button kit-button--outlined" onClick={onRetry}>
            Try Again
          </button>
        )}
        <RouterLink to={back.to} onClick={back.onClick} className="kit-button">
          Back to Properties
        </RouterLink>
      </div>
    </div>
  );
}
