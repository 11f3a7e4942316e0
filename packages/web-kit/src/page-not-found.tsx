import { NOT_FOUND } from '@reedmere/contracts';

/**
 * The 404 page of a remote's own router. Inside the site the shell sends a remote only its own
 * paths; this answers any other path when the remote runs standalone. Plain markup, so a remote
 * drawn without MUI routes without it.
 */
export function PageNotFound() {
  return (
    <div className="site-container kit-not-found">
      <h1 className="kit-heading-4">{NOT_FOUND.title}</h1>
      <p>{NOT_FOUND.text}</p>
    </div>
  );
}
