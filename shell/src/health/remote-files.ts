import type { RemoteName } from '@reedmere/mf-build/remotes';
import { registeredManifests } from '../remotes/registered-manifests';

/** The folder a manifest's build is served from: its remote entry and chunks lie under it. */
export const folderOf = (manifest: string): string =>
  manifest.slice(0, manifest.lastIndexOf('/') + 1);

/**
 * The remote, and the manifest of its build, whose files include the script at `url`; undefined
 * for the shell's own files and any other origin. The deepest folder wins: a deployed build's
 * `/remotes/news/<build>/` lies inside the built-in `/remotes/news/`.
 */
export function ownerOfScript(url: string): { remote: RemoteName; manifest: string } | undefined {
  let owner: { remote: RemoteName; manifest: string } | undefined;
  for (const [remote, manifests] of registeredManifests) {
    for (const manifest of manifests) {
      const folder = folderOf(manifest);
      if (url.startsWith(folder) && folder.length > folderOf(owner?.manifest ?? '').length) {
        owner = { remote, manifest };
      }
    }
  }
  return owner;
}
