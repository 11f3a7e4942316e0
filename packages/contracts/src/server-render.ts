import type { RemoteRegistry } from './entities';

/**
 * One read a page needs before it renders on the server. `key` is the public API URL the page's
 * SWR hook reads (so the browser finds the answer under the same key and does not ask again).
 */
export interface PageDataRequest {
  readonly key: string;
  /** The page is about this record: its 404 makes the page a 404. */
  readonly subject?: boolean;
  /** A 404 means "no record" (null), not an error. */
  readonly optional?: boolean;
  /**
   * A list read a page at a time: its answer is kept as `countedAnswer` makes it (the page with
   * the list's total), the shape the page's own read gives in the browser.
   */
  readonly counted?: boolean;
  /**
   * In the browser only: the answer the page already holds for this read, as its hook keeps it
   * (a record a list on screen shows). A page opened from there is drawn with it at once, and its
   * hook reads the key afresh behind it.
   */
  readonly inHand?: unknown;
}

/** The header in which a list read counts every record of the list, whatever the page. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** One page of a list and how many records the whole list holds. */
export interface CountedList<T> {
  items: T[];
  total: number;
}

/** The count in an `X-Total-Count` value: decimal digits making a safe whole number, else null. */
export function totalCountOf(value: string | null | undefined): number | null {
  const digits = value?.trim() ?? '';
  const total = /^\d+$/.test(digits) ? Number(digits) : NaN;
  return Number.isSafeInteger(total) ? total : null;
}

/**
 * What a counted read keeps of an answer: an array body with a valid `X-Total-Count` becomes
 * `{ items, total }`; any other body, and an array without a valid count (its total unknown), is
 * kept as sent. The renderer and the pages' own reads both use it, so a page renders the same
 * from the server's data as from its own read.
 */
export function countedAnswer<T>(body: T[], totalHeader: string | null): CountedList<T> | T[];
export function countedAnswer<B>(body: B, totalHeader: string | null): B | CountedList<unknown>;
export function countedAnswer(body: unknown, totalHeader: string | null): unknown {
  if (!Array.isArray(body)) return body;
  const total = totalCountOf(totalHeader);
  return total === null ? body : { items: body as unknown[], total };
}

/** Where a page is: what a loader receives. */
export interface PageLocation {
  readonly pathname: string;
  /** '' or '?a=1'. */
  readonly search: string;
}

/**
 * What a remote's exposed module exports beside its component, to be rendered on the server: the
 * reads its screen makes at this location (none when it makes none there).
 */
export type PageLoader = (location: PageLocation) => readonly PageDataRequest[];

/** A read that failed on the server: the page renders its error state with it. */
export interface ServedError {
  readonly status: number;
  readonly message: string;
}

/** The answers the server rendered a page with, by SWR key. */
export interface ServerData {
  readonly data: Readonly<Record<string, unknown>>;
  readonly errors: Readonly<Record<string, ServedError>>;
}

/** What a server-rendered page carries for the browser, as JSON in the page. */
export interface ServerPagePayload extends ServerData {
  /** The registry the server loaded the remotes from: the browser loads the same versions. */
  readonly registry: RemoteRegistry;
  /** `<remote>/<module>` ids the server rendered: loaded before the page hydrates. */
  readonly modules: readonly string[];
  /**
   * Those of `modules` that are static sections: the browser keeps their HTML as served and
   * never loads their code. Missing from a renderer older than the browser's code: none.
   */
  readonly staticModules?: readonly string[];
  /**
   * Those of `modules` that format numbers or dates as they hydrate: the browser loads the
   * locale's data while their code comes. Missing from a renderer older than the browser's code:
   * every module.
   */
  readonly localeDataModules?: readonly string[];
}

/** The ids of the modules that say `export const <flag> = true`. */
function modulesSaying(modules: Readonly<Record<string, unknown>>, flag: string): string[] {
  return Object.entries(modules)
    .filter(([, module]) => (module as Record<string, unknown>)[flag] === true)
    .map(([id]) => id);
}

/**
 * A remote module whose section has nothing a visitor can interact with (text, pictures, links)
 * says so with `export const staticSection = true`: on a page the server rendered, the browser
 * keeps that section as served and never loads the module. A page the browser renders (a later
 * page of the visit) loads and renders it as any other.
 */
export const staticModulesOf = (modules: Readonly<Record<string, unknown>>): string[] =>
  modulesSaying(modules, 'staticSection');

/**
 * A remote module whose live section formats numbers or dates while it hydrates (prices, counts,
 * a calculator's figures) says so with `export const usesLocaleData = true`. The first formatter
 * a page makes loads the locale's data: for such a section the browser makes one in a task of
 * its own while the section's code comes over the network, rather than inside hydration's long
 * task; a page whose sections format nothing does not load the data at all.
 */
export const localeDataModulesOf = (modules: Readonly<Record<string, unknown>>): string[] =>
  modulesSaying(modules, 'usesLocaleData');

/** The id of the `<script type="application/json">` element holding the payload. */
export const SERVER_PAYLOAD_ELEMENT_ID = 'server-page-data';

/**
 * In the renderer's answer, between what belongs in the page's `<head>` (its style elements,
 * which HTML does not allow in the body) and the page's root element with its payload.
 */
export const RENDERED_HEAD_END = '<!--end of head-->';

/**
 * JSON safe to put inside a `<script>` element: no `<` (so no `</script>` or `<!--`) and no
 * line separators that old parsers choke on.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The header in which the site names a page's public origin to the renderer (absolute links). */
export const SITE_ORIGIN_HEADER = 'x-site-origin';

/**
 * The header in which the site tells the renderer which registry the page is served with: a
 * renderer that has not read that registry yet reads it before rendering, so a page is never
 * rendered from an older registry than the one the browser will load remotes from.
 */
export const REGISTRY_VERSION_HEADER = 'x-registry-version';

/**
 * The header in which the site gives the renderer the builds a visitor given a canary gets
 * (base64url of its JSON: a header carries ASCII only): the renderer renders that visitor's page from them, apart from the
 * builds everyone else gets. Absent for everyone else.
 */
export const VISITOR_REGISTRY_HEADER = 'x-visitor-registry';

/** A short fingerprint of a text (FNV-1a, 32 bits, hex): equal texts, equal fingerprints. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The fingerprint of a registry, the same whatever the order of its entries. */
export function registryVersion(registry: RemoteRegistry): string {
  return fingerprint(JSON.stringify(Object.entries(registry).sort(([a], [b]) => (a < b ? -1 : 1))));
}

/**
 * The header in which the site tells the renderer which shell build the page is served with (the
 * fingerprint of its index.html): a renderer holding another loads the shell's server build
 * afresh, so a redeployed shell renders as the browser will hydrate it.
 */
export const SHELL_VERSION_HEADER = 'x-shell-version';

/**
 * The header in which the site tells the renderer the version of the public data a page is
 * served with: a page rendered for the same path, registry and data version may be served again.
 */
export const DATA_VERSION_HEADER = 'x-data-version';
