import { SERVER_PAYLOAD_ELEMENT_ID, type ServerPagePayload } from '@reedmere/contracts';
import { moduleId, type PreloadedModules } from '../remotes/preloaded-modules';
import { loadRemoteModule, registerSnapshot, type RemoteModule } from '../remotes/registry';
import type { RemoteName } from '@reedmere/mf-build/remotes';
import type { ServedPage } from './app';
import { serverDataConfig } from './server-data';

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
 * loaded from the same registry. Undefined for a page the browser renders itself (no payload, or
 * a remote that fails to load here: then the page is rendered afresh rather than half-hydrated).
 */
export async function readServedPage(): Promise<ServedPage | undefined> {
  const payload = readPayload();
  if (!payload) return undefined;
  registerSnapshot(payload.registry);
  try {
    const entries = await Promise.all(
      payload.modules.map(async (id): Promise<[string, RemoteModule]> => {
        const [name = '', ...rest] = id.split('/');
        const module = rest.join('/');
        return [moduleId(name, module), await loadRemoteModule(name as RemoteName, module)];
      }),
    );
    const modules: PreloadedModules = new Map(entries);
    return { swr: serverDataConfig(payload), modules };
  } catch (error) {
    // The same failure the section reports when it loads on its own: its fallback will show.
    console.error('A server-rendered section could not load; rendering the page here', error);
    return undefined;
  }
}
