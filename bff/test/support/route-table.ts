import type { Express } from 'express';
import { STAFF_RULE, type StaffRule } from '../../src/auth/staff-guard';

/** An express layer as far as listing the routes needs it (router 2's own fields). */
interface Layer {
  handle: { stack?: Layer[]; [STAFF_RULE]?: StaffRule };
  rawPath?: unknown;
  slash?: boolean;
  route?: { path: string; methods: Record<string, boolean>; stack: Layer[] };
}

export interface ListedRoute {
  /** `GET /api/properties/:id` */
  route: string;
  /** The rule its staff guard enforces, if it has one. */
  rule: StaffRule | undefined;
}

/** Every route the app answers, through its routers, with the staff rule of each. */
export function routesOf(app: Express): ListedRoute[] {
  const listed: ListedRoute[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const guard = layer.route.stack.find((handler) => handler.handle[STAFF_RULE]);
        for (const method of Object.keys(layer.route.methods)) {
          listed.push({
            route: `${method.toUpperCase()} ${prefix}${layer.route.path}`,
            rule: guard?.handle[STAFF_RULE],
          });
        }
      } else if (layer.handle.stack) {
        const mount = layer.slash || typeof layer.rawPath !== 'string' ? '' : layer.rawPath;
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return listed;
}
