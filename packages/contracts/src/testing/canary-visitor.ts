import { bucketOf } from '../remote-releases';

/**
 * A visitor id (as the site's cookie holds one) that the bucketing puts on a remote's canary at
 * `share` per cent, or off it: tests choose their visitors instead of hoping for them.
 */
export function canaryVisitorId(
  remote: string,
  canaryUrl: string,
  share: number,
  onCanary: boolean,
): string {
  for (let n = 0; ; n += 1) {
    const id = n.toString(16).padStart(32, '0');
    if (bucketOf(id, remote, canaryUrl) <= share === onCanary) return id;
  }
}
