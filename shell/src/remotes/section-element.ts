/** The attribute naming the remote module around which a section's server HTML is written. */
export const SECTION_ATTRIBUTE = 'data-remote-section';

/** The element around a remote's section on the page, found by its `<remote>/<module>` id. */
export function sectionElement(id: string): Element | null {
  return document.querySelector(`[${SECTION_ATTRIBUTE}="${CSS.escape(id)}"]`);
}
