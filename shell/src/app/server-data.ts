import { useState } from 'react';
import type { Middleware, SWRConfiguration } from 'swr';
import type { ServerData } from '@reedmere/contracts';
import { ApiError } from '@reedmere/web-kit';

/**
 * Hooks mounting for a key the server answered keep that answer instead of asking again, while
 * the visitor is still on the page the server rendered. `keys` is emptied on the first navigation.
 */
function keepServedAnswers(keys: Set<string>): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const [served] = useState(() => typeof key === 'string' && keys.has(key));
    return useSWRNext(key, fetcher, served ? { ...config, revalidateOnMount: false } : config);
  };
}

export interface ServerDataConfig {
  config: SWRConfiguration;
  /** Called once the visitor leaves the first page: later mounts read as usual. */
  forget: () => void;
}

/**
 * The SWR settings that make a page render from the answers the server used, on the server and
 * in the browser alike (so hydration matches): data as the fallback, failed reads seeded into the
 * cache as errors, and no second request for either on the first page.
 */
export function serverDataConfig({ data, errors }: ServerData): ServerDataConfig {
  const keys = new Set([...Object.keys(data), ...Object.keys(errors)]);
  const seeded = Object.entries(errors).map(
    ([key, { status, message }]) =>
      [
        key,
        // The same error the read throws in the browser, so the page renders the same on both.
        { error: new ApiError(status, message), isLoading: false, isValidating: false },
      ] as const,
  );
  return {
    config: {
      fallback: { ...data },
      provider: () => new Map<string, unknown>(seeded) as never,
      use: [keepServedAnswers(keys)],
    },
    forget: () => keys.clear(),
  };
}
