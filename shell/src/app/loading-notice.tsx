/**
 * What a page or section shows while its code loads: a spinner screen readers hear as `label`.
 * Plain markup, so waiting for the styling library needs nothing of it; `data-loading` as on
 * web-kit's LoadingStatus.
 */
export function LoadingNotice({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="site-loading" data-loading="">
      <span className="site-loading__spinner" aria-hidden />
    </div>
  );
}
