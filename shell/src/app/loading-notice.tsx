/**
 * What a page or section shows while its code loads: a spinner screen readers hear as `label`.
 * Plain markup (web-kit's LoadingStatus draws the same with MUI), so waiting for the styling
 * library needs nothing of it.
 */
export function LoadingNotice({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="site-loading">
      <span className="site-loading__spinner" aria-hidden />
    </div>
  );
}
