import { DEFAULT_SERVER_LIMITS } from '@reedmere/service-kit';
import { workerShare } from '../src/cluster/worker-share';

describe('workerShare', () => {
  it("gives each worker its part of the connection caps, rounded up, and keeps 'no cap'", () => {
    const limits = { ...DEFAULT_SERVER_LIMITS, maxConnections: 1000, maxConnectionsPerClient: 255 };
    expect(workerShare(limits, 2)).toEqual({
      ...limits,
      maxConnections: 500,
      maxConnectionsPerClient: 128,
    });
    expect(workerShare({ ...limits, maxConnectionsPerClient: 0 }, 3).maxConnectionsPerClient).toBe(
      0,
    );
  });
});
