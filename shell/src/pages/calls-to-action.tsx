import { Link as RouterLink } from '@reedmere/router';

/** A call to action: a page of the site (`to`), a tel:/external address (`href`) or an action. */
export type CallToAction = { label: string } & (
  { to: string } | { href: string } | { onClick: () => void }
);

function ActionButton({ action, className }: { action: CallToAction; className: string }) {
  if ('to' in action) {
    return (
      <RouterLink to={action.to} className={className}>
        {action.label}
      </RouterLink>
    );
  }
  if ('href' in action) {
    return (
      <a href={action.href} className={className}>
        {action.label}
      </a>
    );
  }
  return (
    <button type="button" onClick={action.onClick} className={className}>
      {action.label}
    </button>
  );
}

/**
 * A page's main and second call to action side by side (stacked on a phone). `onDark` styles
 * them for the navy hero.
 */
export function CallsToAction({
  main,
  second,
  onDark = false,
}: {
  main: CallToAction;
  second: CallToAction;
  onDark?: boolean;
}) {
  return (
    <div className={onDark ? 'cta cta--on-dark' : 'cta'}>
      <ActionButton action={main} className="site-button cta__main" />
      <ActionButton action={second} className="site-button cta__second" />
    </div>
  );
}
