import type { KeyObject } from 'node:crypto';
import {
  startTestService as startService,
  type TestService as ServiceKitTestService,
} from '@reedmere/service-kit/testing';
import { mediaConfig, type MediaConfig } from '../../src/config';
import { createImagePool, type ImagePool } from '../../src/domain/image-pool';
import { createApp } from '../../src/entry-points/create-app';

export interface TestService extends ServiceKitTestService<MediaConfig> {
  /** How many images reached the worker pool. */
  processedCount(): number;
  /** Names of every stored file (all revisions), sorted. */
  storedNames(): Promise<string[]>;
  reset(): Promise<void>;
}

export interface TestServiceOptions {
  /** CALLER_TOKENS: who may call the service (`test:<token>`); unset, everyone. */
  callerTokens?: string;
  imageWorkers?: number;
  /** The BFF's public key, for the tests of staff routes (see testStaffKeys); unset, unchecked. */
  staffKey?: KeyObject;
}

/** The service as it runs, over real HTTP, on an in-memory embedded database. */
export async function startTestService(options: TestServiceOptions = {}): Promise<TestService> {
  const config = mediaConfig({ IMAGE_WORKERS: options.imageWorkers ?? 1 });
  const realPool = createImagePool(config.imageWorkers);
  let processed = 0;
  const pool: ImagePool = {
    process: (bytes) => {
      processed += 1;
      return realPool.process(bytes);
    },
    close: () => realPool.close(),
  };
  const service = await startService((context) => createApp(context, pool), options.callerTokens, {
    ...config,
    staffKey: options.staffKey,
  });
  const files = () => service.connection.collection('files.files');
  return {
    ...service,
    processedCount: () => processed,
    async storedNames() {
      const docs = await files().find({}).toArray();
      return docs.map((d) => String(d.filename)).sort();
    },
    async reset() {
      await files().deleteMany({});
      await service.connection.collection('files.chunks').deleteMany({});
    },
    async stop() {
      await service.stop();
      await pool.close();
    },
  };
}
