import { withEmotionCache } from '@emotion/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

type EmotionSheet = Parameters<Parameters<typeof withEmotionCache>[0]>[1]['sheet'];

let defaultSheetFound: EmotionSheet | undefined;

/** The sheet of the cache every component uses when no provider gives another. */
function defaultSheet(): EmotionSheet {
  if (defaultSheetFound) return defaultSheetFound;
  const found: EmotionSheet[] = [];
  const Read = withEmotionCache((_props: object, cache) => {
    found.push(cache.sheet);
    return null;
  });
  renderToStaticMarkup(createElement(Read));
  const [sheet] = found;
  if (!sheet) throw new Error('emotion gave no cache');
  // Each rule as the text of a style element of its own, as emotion's development build writes
  // them: a rule inserted through the CSS object model of an element outside the document is lost.
  sheet.isSpeedy = false;
  defaultSheetFound = sheet;
  return sheet;
}

/** Moves the sheet's style elements, and the ones it writes from now on, into `container`. */
function moveSheet(container: HTMLElement): void {
  const sheet = defaultSheet();
  for (const tag of sheet.tags) container.append(tag);
  sheet.container = container;
}

let outOfDocument: HTMLElement | undefined;

/**
 * Empties every style element in the head that emotion did not write. Each stays where its
 * library put it, so a library that looks for its element before writing another (the editor
 * does, each time one is made) finds it and adds no second one.
 */
function emptyLibraryStyles(): void {
  for (const style of Array.from(document.head.querySelectorAll('style:not([data-emotion])'))) {
    style.textContent = '';
  }
}

/**
 * Keeps the page's style rules out of the document, in jsdom: emotion's (MUI's styling) are
 * written into an element outside it, and those a library adds to the head by itself (the
 * toasts', the rich-text editor's) are emptied as they come. Call it in the test set-up, before
 * anything renders, and again after each test.
 *
 * jsdom works out an element's style by matching every rule of every stylesheet in the document
 * against it, and Testing Library asks for the style of each candidate of a role query and of all
 * its ancestors. With the hundreds of rules a form of MUI fields brings, that was half the time of
 * the admin's component tests, and the toasts' and editor's hundred rules with attribute
 * selectors a tenth of what was left. Role queries still leave out what is hidden by the `hidden`
 * attribute, `aria-hidden`, an inline style or not being rendered; a part hidden by a stylesheet
 * alone they now count as shown (the browser tests, with the real styles, see it hidden).
 */
export function keepStylesOutOfDocument(): void {
  if (!outOfDocument) {
    outOfDocument = document.createElement('div');
    // A library writes its rules when its module is first imported or its widget first made.
    new MutationObserver(emptyLibraryStyles).observe(document.head, { childList: true });
  }
  moveSheet(outOfDocument);
  emptyLibraryStyles();
}

/**
 * For a test that reads a colour or a size MUI gives: the rules back in the document's head, after
 * its other style elements (emotion's own order is kept). Call it before the test renders: the
 * sheets of emotion's `<Global>` styles keep the container they mounted with.
 */
export function putEmotionStylesInDocument(): void {
  moveSheet(document.head);
}
