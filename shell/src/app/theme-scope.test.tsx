import { Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { useTheme } from '@mui/material/styles';
import { theme } from '@reedmere/web-kit';
import { moduleId, preloadedLoader } from '../remotes/preloaded-modules';
import type { RemoteModule } from '../remotes/registry';
import {
  lazyPlain,
  lazyThemed,
  loadStyling,
  ThemeScope,
  themedRemote,
  withTheme,
} from './theme-scope';

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
  /** theme-scope as on a page that has not loaded the styling library yet. */
  function freshThemeScope(): typeof import('./theme-scope') {
    let fresh: typeof import('./theme-scope') | undefined;
    jest.isolateModules(() => {
      fresh = jest.requireActual<typeof import('./theme-scope')>('./theme-scope');
    });
    return fresh!;
  }

  it('takes a module drawn with MUI, then the styling library, and puts it in the theme', async () => {
    const fresh = freshThemeScope();
    const order: string[] = [];
    const load = jest.fn(async () => {
      order.push('module taken');
      return { default: PrimaryColour as ComponentType };
    });
    const taken = fresh.themedRemote(load);
    void fresh.loadStyling().then(() => order.push('styling library'));
    const module = await taken;
    expect(order).toEqual(['module taken', 'styling library']);
    expect(module.default.displayName).toBe('Themed(PrimaryColour)');
  });

  it('hands over a module of plain markup as it is, without the styling library', () => {
    const fresh = freshThemeScope();
    const plain = { default: PrimaryColour as ComponentType, plainMarkup: true };
    const load = preloadedLoader(new Map([[moduleId('calculators', 'routes'), plain]]), jest.fn());
    let received: RemoteModule | undefined;
    void fresh
      .themedRemote(() => load('calculators', 'routes'))
      .then((module) => {
        received = module;
      });
    // In the same tick: a served page's plain section hydrates in the first pass.
    expect(received).toBe(plain);
    expect(fresh.drawsWithMui(plain)).toBe(false);
    expect(fresh.drawsWithMui({ default: PrimaryColour })).toBe(true);
  });

  it('withItsStyling gives a plain module back at once, and one drawn with MUI once the library is in', async () => {
    const fresh = freshThemeScope();
    const plain = { plainMarkup: true };
    await expect(fresh.withItsStyling(plain)).resolves.toBe(plain);
    const drawn = { default: PrimaryColour };
    let styled = false;
    void fresh.loadStyling().then(() => (styled = true));
    await fresh.withItsStyling(drawn);
    expect(styled).toBe(true);
  });
});

describe.each([
  {
    name: 'lazyThemed',
    lazyComponent: lazyThemed,
    does: 'with the styling library and shows it in the theme',
    shown: SITE_COLOUR,
  },
  {
    name: 'lazyPlain',
    lazyComponent: lazyPlain,
    does: 'alone, with no theme around it',
    // MUI's own default: nothing put the site's theme around the part.
    shown: 'colour: #1976d2',
  },
])('$name', ({ lazyComponent, does, shown }) => {
  it(`loads a module's component ${does}`, async () => {
    const load = jest.fn(async () => ({ PrimaryColour }));
    const Lazy = lazyComponent(load, 'PrimaryColour');
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText(shown)).toBeInTheDocument();
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
