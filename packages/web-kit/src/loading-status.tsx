/**
 * Finds what stands in for a page or section still loading (each such element carries
 * `data-loading`): while one is on the page, the page is not yet complete, and a position
 * held at Back waits for it.
 */
export const LOADING_SELECTOR = '[data-loading]';

/** Stands in for a part still loading that shows nothing meanwhile. */
export const STILL_LOADING = <span data-loading="" hidden />;

/**
 * What a page or section shows while its code or data loads: a spinner screen readers hear as
 * `label`, and `text` beside it when sighted visitors should read it too. Plain markup
 * (`kit-loading` in web-kit.css).
 */
export function LoadingStatus({ label, text }: { label: string; text?: string }) {
  return (
    <div role="status" aria-label={label} className="kit-loading" data-loading="">
      <span className="kit-loading__spinner" aria-hidden="true" />
      {text && <p className="kit-secondary">{text}</p>}
    </div>
  );
}
