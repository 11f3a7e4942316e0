import type { ReactElement } from 'react';
import { answerByKey, renderRoute, type Fetcher } from '@reedmere/web-kit/testing';
import type { Redirect } from '../auth/redirect';
import { installFetchStub, type FetchAnswer } from './fetch-stub';

/** An admin screen that reads one list and changes it through the API. */
export interface AdminScreen<Item> {
  /** The screen, given the redirect it leaves the app with (to log in). */
  render: (redirect: Redirect) => ReactElement;
  /** Where the screen reads its list from. */
  listUrl: string;
  /** What the list holds unless a test says otherwise. */
  items: readonly Item[];
  /** Where the screen is mounted; the admin panel unless given. */
  path?: string;
  /** How the server answers the screen's changes; 200 '{}' unless given. */
  answers?: (url: string, init: RequestInit) => Promise<FetchAnswer>;
}

/**
 * For the tests of the enclosing describe: the fetch stub and toast spies, a redirect spy cleared
 * before each test, and ways to render the screen with its list.
 */
export function setUpAdminScreen<Item>(screen: AdminScreen<Item>) {
  const stub = installFetchStub(screen.answers);
  const redirect = jest.fn();
  beforeEach(() => redirect.mockReset());

  /** Renders the screen with a fetcher of its own, for lists that change during the test. */
  const renderWith = (fetcher: Fetcher) =>
    renderRoute(screen.render(redirect), { path: screen.path ?? '/admin', fetcher });

  /** Renders the screen listing `items` (or failing with it); the fetcher, to count reads. */
  const renderScreen = (items: readonly Item[] | Error = screen.items) => {
    const fetcher = jest.fn(answerByKey({ [screen.listUrl]: items }));
    renderWith(fetcher);
    return fetcher;
  };

  return { ...stub, redirect, renderWith, renderScreen };
}
