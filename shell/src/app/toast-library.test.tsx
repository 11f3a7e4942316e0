import { act, render, screen } from '@testing-library/react';
import { registerGlobalPlugins, registerPlugins } from '@module-federation/enhanced/runtime';
import { AppProviders } from './app-providers';
import { TOAST_LIBRARY, watchForToastLibrary } from './toast-library';

type Watch = { afterLoadShare(args: { pkgName: string }): void };

/** The plugin the shell gave the federation, as the runtime would call it. */
function registeredWatch(): Watch {
  const [[ownPlugins]] = jest.mocked(registerPlugins).mock.calls as unknown as [[Watch[]]];
  const [[globalPlugins]] = jest.mocked(registerGlobalPlugins).mock.calls as unknown as [[Watch[]]];
  expect(globalPlugins).toEqual(ownPlugins);
  return ownPlugins[0]!;
}

describe('the toast region', () => {
  it('is drawn only once some part of the page has loaded the toast library', async () => {
    watchForToastLibrary();
    const watch = registeredWatch();
    render(
      <AppProviders>
        <p>Page</p>
      </AppProviders>,
    );
    await screen.findByText('Page');
    act(() => watch.afterLoadShare({ pkgName: 'react' }));
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();

    act(() => watch.afterLoadShare({ pkgName: TOAST_LIBRARY }));
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });
});
