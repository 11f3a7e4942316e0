import { REMOTES, isRemoteName } from '@reedmere/mf-build/remotes';

/**
 * The modules of a remote the server renders, loaded to prove a version works before it serves a
 * page. The admin panel is never rendered on the server.
 */
export const modulesOf = (name: string): string[] =>
  isRemoteName(name) && name !== 'admin'
    ? Object.keys(REMOTES[name].exposes).map((expose) => `${name}/${expose.slice(2)}`)
    : [];
