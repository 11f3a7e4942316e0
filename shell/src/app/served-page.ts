import { SERVER_PAYLOAD_ELEMENT_ID, type ServerPagePayload } from '@reedmere/contracts';
import {
  loadBeforeHydration,
  loadRemoteModule,
  registerSnapshot,
  type RemoteLoader,
  type RemoteModule,
} from '../remotes/registry';
import { isFarBelowFold, whenNearViewport } from '../remotes/near-viewport';
import { sectionElement } from '../remotes/section-element';
import type { RemoteName } from '@reedmere/mf-build/remotes';
import type { ServedPage } from './site-providers';
import { loadLocaleDataEarly } from './locale-data';
import { serverDataConfig } from './server-data';
import { withItsStyling } from './theme-scope';

/**
 * A payload's module id, `<remote>/<module>`, loaded through the browser's federation runtime
 * with the styling library when it draws with MUI: the section then hydrates in the first pass.
 */
function loadById(id: string, load: RemoteLoader): Promise<RemoteModule> {
  const [name = '', ...rest] = id.split('/');
  return load(name as RemoteName, rest.join('/')).then(withItsStyling);
}

function readPayload(): ServerPagePayload | undefined {
  const element = document.getElementById(SERVER_PAYLOAD_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as ServerPagePayload;
  } catch {
    return undefined;
  }
}

/**
 * The page the server rendered, ready to hydrate: its answers, and the remote modules it rendered
 * loaded from the same registry, but for static sections, which stay as served and load nothing.
 * A section far below the fold is left for later: its server HTML stays as it is (links work as
 * plain links) and its code loads when the visitor scrolls near it or leaves the page by a link,
 * so the first screen does not wait for code nobody sees yet.
 * Undefined for a page the browser renders itself (no payload, or a remote of the first screen
 * that fails to load here: then the page is rendered afresh rather than half-hydrated).
 */
export async function readServedPage(): Promise<ServedPage | undefined> {
  const payload = readPayload();
  if (!payload) return undefined;
  registerSnapshot(payload.registry);
  const staticModules = new Set(payload.staticModules ?? []);
  const firstScreenIds: string[] = [];
  const modules = new Map<string, RemoteModule | Promise<RemoteModule>>();
  const firstScreen: Array<Promise<readonly [string, RemoteModule]>> = [];
  const startNow: Array<() => void> = [];
  for (const id of payload.modules) {
    if (staticModules.has(id)) continue;
    const element = sectionElement(id);
    if (element && 'IntersectionObserver' in window && isFarBelowFold(element)) {
      const near = whenNearViewport(element);
      startNow.push(near.now);
      modules.set(
        id,
        // Its failure shows in its own section, noted there.
        near.reached.then(() => loadById(id, loadRemoteModule)),
      );
    } else {
      firstScreen.push(loadById(id, loadBeforeHydration).then((module) => [id, module] as const));
      firstScreenIds.push(id);
    }
  }
  // A renderer older than this code does not say which sections format: any of them may.
  const formatting = payload.localeDataModules ?? firstScreenIds;
  if (firstScreenIds.some((id) => formatting.includes(id))) void loadLocaleDataEarly();
  try {
    for (const [id, module] of await Promise.all(firstScreen)) modules.set(id, module);
  } catch (error) {
    // The same failure the section reports when it loads on its own: its fallback will show.
    console.error('A server-rendered section could not load; rendering the page here', error);
    return undefined;
  }
  return {
    swr: serverDataConfig(payload),
    modules,
    staticModules,
    loadLater: () => startNow.forEach((now) => now()),
  };
}
