import {
  isRemoteName,
  REMOTE_NAMES,
  type CanaryRelease,
  type ReleaseRegistry,
  type RemoteName,
} from '@reedmere/contracts';
import { ReleaseError } from './release-error';

/** Refuses anything but one of the remotes, before any work. */
export function checkRemoteName(name: string): asserts name is RemoteName {
  if (!isRemoteName(name)) {
    throw new ReleaseError(`Unknown remote "${name}": one of ${REMOTE_NAMES.join(', ')}.`);
  }
}

/** The build everyone but a canary's share gets; refused when the remote has none yet. */
export function stableOf(registry: ReleaseRegistry, name: string): string {
  const entry = registry[name];
  if (entry === undefined) {
    throw new ReleaseError(
      `"${name}" is not in the registry yet: deploy it to everyone first, then try a canary.`,
    );
  }
  return typeof entry === 'string' ? entry : entry.stable;
}

/** The remote's release with a canary; refused when it has none. */
export function canaryOf(registry: ReleaseRegistry, name: string): CanaryRelease {
  const entry = registry[name];
  if (entry === undefined || typeof entry === 'string') {
    throw new ReleaseError(`"${name}" has no canary: every visitor already gets the same build.`);
  }
  return entry;
}
