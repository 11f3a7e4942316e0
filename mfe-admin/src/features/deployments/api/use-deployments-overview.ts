import useSWR from 'swr';
import { DEPLOYMENTS_PATH, type DeploymentsOverview } from '@reedmere/contracts';

/**
 * Every remote's builds and the latest release history, read with the page's fetcher. No
 * deduplication, as useAdminList: the figures change as visitors browse, so Refresh and Retry
 * always ask the server.
 */
export const useDeploymentsOverview = () =>
  useSWR<DeploymentsOverview>(DEPLOYMENTS_PATH, { dedupingInterval: 0 });
