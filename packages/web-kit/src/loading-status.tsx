/**
 * What a page or section shows while its code or data loads: a spinner screen readers hear as
 * `label`, and `text` beside it when sighted visitors should read it too. Plain markup
 * (`kit-loading` in web-kit.css).
 */
export function LoadingStatus({ label, text }: { label: string; text?: string }) {
  return (
    <div role="status" aria-label={label} className="kit-loading">
      <span className="kit-loading__spinner" aria-hidden="true" />
      {text && <p className="kit-secondary">{text}</p>}
    </div>
  );
}
