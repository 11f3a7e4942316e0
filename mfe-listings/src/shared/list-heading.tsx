import type { ReactNode, Ref } from 'react';

export interface ListHeadingProps {
  id: string;
  children: ReactNode;
  /** Its size: the page's title, or a section's. */
  size: 'page' | 'section';
  component: 'h1' | 'h2';
  headingRef: Ref<HTMLHeadingElement>;
  /** Read out politely when it changes, e.g. 'Page 2' after the pager was used. */
  announcement: string;
}

/**
 * A list's heading, where focus goes when the visitor turns the page. It is focusable from script
 * only, and shows a focus ring only to keyboard users (a mouse or a finger knows where it is).
 */
export function ListHeading({
  id,
  children,
  size,
  component: Heading,
  headingRef,
  announcement,
}: ListHeadingProps) {
  return (
    <>
      <Heading
        id={id}
        ref={headingRef}
        tabIndex={-1}
        className={`listing-heading ${size === 'page' ? 'listing-heading-3' : 'kit-heading-4'}`}
      >
        {children}
      </Heading>
      <div role="status" className="kit-visually-hidden">
        {announcement}
      </div>
    </>
  );
}
