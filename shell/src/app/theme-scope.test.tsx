import { Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { useTheme } from '@mui/material/styles';
import { theme } from '@reedmere/web-kit';
import { moduleId, preloadedLoader } from '../remotes/preloaded-modules';
import type { RemoteModule } from '../remotes/registry';
import { lazyThemed, loadStyling, ThemeScope, themedRemote, withTheme } from './theme-scope';

/** Says which primary colour the theme around it has. */
function PrimaryColour({ label = 'colour' }: { label?: string }) {
  return <p>{`${label}: ${useTheme().palette.primary.main}`}</p>;
}

const SITE_COLOUR = `colour: ${theme.palette.primary.main}`;

describe('the styling library', () => {
  it('loads once, whoever asks', () => {
    expect(loadStyling()).toBe(loadStyling());
  });

  it("is the site's theme, not MUI's default", () => {
    expect(theme.palette.primary.main).not.toBe('#1976d2');
  });
});

describe('themedRemote, before the styling library has loaded', () => {
  it("starts the remote's download, and takes its module only once the library has loaded", async () => {
    let fresh: typeof import('./theme-scope') | undefined;
    jest.isolateModules(() => {
      fresh = jest.requireActual<typeof import('./theme-scope')>('./theme-scope');
    });
    const order: string[] = [];
    void fresh!.loadStyling().then(() => order.push('styling library'));
    const prefetch = jest.fn(() => order.push('download started'));
    const load = jest.fn(async () => {
      order.push('module taken');
      return { default: PrimaryColour as ComponentType };
    });
    const module = await fresh!.themedRemote(load, prefetch);
    expect(order).toEqual(['download started', 'styling library', 'module taken']);
    expect(module.default.displayName).toBe('Themed(PrimaryColour)');
  });
});

describe('lazyThemed', () => {
  it("loads a module's component with the styling library and shows it in the theme", async () => {
    const load = jest.fn(async () => ({ PrimaryColour }));
    const Lazy = lazyThemed(load, 'PrimaryColour');
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText(SITE_COLOUR)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('with the styling library loaded', () => {
  beforeAll(() => loadStyling());

  it('ThemeScope draws at once', () => {
    render(
      <Suspense fallback={<p>waiting</p>}>
        <ThemeScope>
          <PrimaryColour />
        </ThemeScope>
      </Suspense>,
    );
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
    expect(screen.getByText(SITE_COLOUR)).toBeInTheDocument();
  });

  it('withTheme wraps a component in the theme, passing its props', () => {
    const Themed = withTheme(PrimaryColour);
    render(<Themed label="wrapped" />);
    expect(screen.getByText(`wrapped: ${theme.palette.primary.main}`)).toBeInTheDocument();
  });

  it('themedRemote downloads nothing ahead: the module is taken at once', async () => {
    const prefetch = jest.fn();
    await themedRemote(async () => ({ default: PrimaryColour as ComponentType }), prefetch);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it("themedRemote hands over a served page's module in the same tick, in the theme", () => {
    const served = new Map([
      [moduleId('news', 'routes'), { default: PrimaryColour } as RemoteModule],
    ]);
    const load = preloadedLoader(served, jest.fn());
    let received: RemoteModule | undefined;
    void themedRemote(() => load('news', 'routes')).then((module) => {
      received = module;
    });
    expect(received).toBeDefined();
    const Themed = received!.default;
    render(<Themed />);
    expect(screen.getByText(SITE_COLOUR)).toBeInTheDocument();
  });
});
