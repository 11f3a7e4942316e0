import { Suspense, useState, type ReactNode } from 'react';
import { useHydratingRender } from './hydrating-render';
import { STILL_LOADING } from './loading-status';

const NO_MARKUP = Object.freeze({ __html: '' });
const KEEP = Object.freeze({ display: 'contents' });

// One flag for the page, whichever copy of this module (the shell's, each remote's) reads it.
const KEEPING = Symbol.for('reedmere.static-parts.keep-server-markup');
type Flags = Record<symbol, boolean | undefined>;

/**
 * Said by the browser's start-up code before it takes over a page the server rendered: from
 * then on, static parts keep the server's markup. Elsewhere (on the server, in a test rendering
 * to a string) they render their children.
 */
export function keepStaticPartsAsServed(): void {
  (globalThis as unknown as Flags)[KEEPING] = true;
}
const keepingAsServed = () => (globalThis as unknown as Flags)[KEEPING] === true;

export interface StaticPartProps {
  /**
   * What the part shows (a record's id and version, a page of results): when it changes, the
   * part is rendered afresh in the browser. Leave it out for a part that never changes.
   */
  showing?: string;
  /** Markup with no handlers and no state of its own: text, pictures, links. */
  children: ReactNode;
  /**
   * Shown in the browser while code its children load with `lazy()` arrives; by default
   * nothing to see, marked as loading.
   */
  fallback?: ReactNode;
}

/**
 * Markup nothing on the page reacts to, rendered on the server and, on a page the server
 * rendered, kept by the browser as it came: React never renders or hydrates it there, so none of
 * its work (components, styles, effects) runs on the visitor's phone, and code that only it uses
 * (children made with `lazy()`) is never loaded. Its links are plain links: the browser loads the
 * next page, which the server renders. A part that first appears in the browser (a later page
 * of a visit, a page the server could not render, a new `showing`) is rendered there as usual.
 * What a visitor can use (a button, a form, a menu) belongs outside it.
 */
export function StaticPart({ showing, children, fallback = STILL_LOADING }: StaticPartProps) {
  const serverMarkupMoment = useHydratingRender();
  // Decided when the part first appears: what the server sent stays for as long as it shows
  // the same thing. Once it has shown something else, that markup is gone from the page, so a
  // return to the first thing (Back to the first page of results) renders it afresh.
  const [kept, setKept] = useState(() =>
    serverMarkupMoment && keepingAsServed() ? { showing } : undefined,
  );
  if (kept && kept.showing !== showing) setKept(undefined);
  if (kept) {
    return (
      <div
        key="from-server"
        data-static-part=""
        style={KEEP}
        suppressHydrationWarning
        dangerouslySetInnerHTML={NO_MARKUP}
      />
    );
  }
  return (
    <div key="rendered" data-static-part="" style={KEEP}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </div>
  );
}
