import type { ReactNode } from 'react';
import { remoteScopeName } from '@reedmere/contracts';
import type { RemoteName } from '@reedmere/mf-build/remotes';

type Scope = ((props?: { children?: ReactNode }) => ReactNode) & { displayName?: string };

const scopes = new Map<RemoteName, Scope>();

/**
 * The component a remote's section is drawn in: it draws nothing of its own and only names the
 * remote, in the component stack React gives with an error inside the section. React names a
 * component there by its `displayName` when calling it without props throws nothing, so this
 * takes no hooks and tolerates no props: the name survives minification.
 */
export function remoteScope(remote: RemoteName): Scope {
  let scope = scopes.get(remote);
  if (!scope) {
    scope = (props) => props?.children;
    scope.displayName = remoteScopeName(remote);
    scopes.set(remote, scope);
  }
  return scope;
}
