import { lazy, use, type ComponentType, type ReactNode } from 'react';
import { nextTask } from './next-task';

type Styling = typeof import('./styling');

let styling: Promise<Styling> | undefined;
/** The library once loaded: parts drawn after that read it at once. */
let loaded: Styling | undefined;

/**
 * Loads the styling library and the site's theme, once. The chrome (header, overlays, notices)
 * is plain markup with its own stylesheet; only parts drawn with MUI wait for this, so a page
 * with nothing else to take over never loads it.
 */
export function loadStyling(): Promise<Styling> {
  styling ??= import('./styling').then(
    (library) => (loaded = library),
    (error: unknown) => {
      // Failed, it is tried afresh the next time something asks for it (a Retry).
      styling = undefined;
      throw error;
    },
  );
  return styling;
}

/**
 * The theme for MUI's components inside. Drawn with the styling library loaded (`themedRemote`
 * and `lazyThemed` see to it), it draws at once; otherwise it suspends until the library is loaded.
 */
export function ThemeScope({ children }: { children: ReactNode }) {
  // Once loaded it is read directly: a part drawn after that never suspends, not for a tick.
  const { ThemeProvider, theme } = loaded ?? use(loadStyling());
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** A component drawn with MUI, inside the theme. */
export function withTheme<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Themed(props: P) {
    return (
      <ThemeScope>
        <Component {...props} />
      </ThemeScope>
    );
  }
  Themed.displayName = `Themed(${Component.displayName ?? Component.name})`;
  return Themed;
}

const inTheme = ({ default: Component }: { default: ComponentType }) => ({
  default: withTheme(Component),
});

/**
 * Whether a remote module draws with MUI. One whose parts are plain markup with its own
 * stylesheet says so with `export const plainMarkup = true`; any other (every module built before
 * that existed) draws with MUI and comes with the styling library.
 */
export const drawsWithMui = (module: unknown): boolean =>
  (module as { plainMarkup?: unknown } | null)?.plainMarkup !== true;

/**
 * A loaded remote module, once the styling library it draws with has loaded, in a task of its
 * own after the module's (a long evaluation each, not one). A module of plain markup, or one
 * loaded after the library, comes back at once.
 */
export function withItsStyling<T>(module: T): Promise<T> {
  if (loaded || !drawsWithMui(module)) return Promise.resolve(module);
  return nextTask()
    .then(loadStyling)
    .then(() => module);
}

/**
 * A remote module's component, in the theme when it draws with MUI (after `withItsStyling`).
 * A module handed over synchronously (a served page's, preloaded) is still handed over
 * synchronously when it needs nothing more.
 */
export function themedRemote(
  load: () => Promise<{ default: ComponentType }>,
): Promise<{ default: ComponentType }> {
  return load().then((module) => {
    if (!drawsWithMui(module)) return module;
    return loaded ? inTheme(module) : withItsStyling(module).then(inTheme);
  });
}
/**
 * `lazy()` for a component of the shell in plain markup (`name` of the module `load` brings): its
 * code alone, styled by the site's stylesheet, with neither the styling library nor a theme.
 */
export function lazyPlain<T extends Record<string, ComponentType>>(
  load: () => Promise<T>,
  name: keyof T,
) {
  return lazy(async () => ({ default: (await load())[name]! }));
}

/**
 * `lazy()` for a component of the shell drawn with MUI (`name` of the module `load` brings): its
 * code and the styling library load side by side.
 */
export function lazyThemed<T extends Record<string, ComponentType>>(
  load: () => Promise<T>,
  name: keyof T,
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadStyling()]);
    return inTheme({ default: module[name]! });
  });
}
