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
 * Loads a remote module once the styling library has loaded, each evaluated in a task of its own:
 * the remote then finds the shell's copies of MUI's shared modules loaded and takes them, rather
 * than loading its own (the federation prefers what is loaded). `prefetch` starts the module's
 * download meanwhile.
 */
export function loadAfterStyling<T>(load: () => Promise<T>, prefetch?: () => void): Promise<T> {
  prefetch?.();
  return loadStyling().then(nextTask).then(load);
}

/**
 * A remote module's component in the theme, loaded after the styling library (`loadAfterStyling`).
 * Once the library has loaded, a module handed over synchronously (a served page's, preloaded)
 * is still handed over synchronously.
 */
export function themedRemote(
  load: () => Promise<{ default: ComponentType }>,
  prefetch?: () => void,
): Promise<{ default: ComponentType }> {
  if (loaded) return load().then(inTheme);
  return loadAfterStyling(load, prefetch).then(inTheme);
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
