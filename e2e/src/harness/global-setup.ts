import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO_DATA_DIR_ENV, DEMO_STACK_PID_ENV } from '../demo-stack';
import { SITE_URL_ENV } from '../site-url';
import globalTeardown from './global-teardown';
import { setHarnessState, type HarnessState } from './harness-state';
import { startStackProcess } from './stack-process';

export default async function globalSetup(): Promise<void> {
  const demoDir = await mkdtemp(path.join(os.tmpdir(), 'reedmere-e2e-demo-'));
  const emptyDir = await mkdtemp(path.join(os.tmpdir(), 'reedmere-e2e-empty-'));
  const state: HarnessState = { stacks: [], tempDirs: [demoDir, emptyDir] };
  setHarnessState(state);

  // Both start at once; if one fails, the other is stopped before the error is reported.
  const results = await Promise.allSettled([
    startStackProcess('demo', demoDir),
    startStackProcess('empty', emptyDir, ['--no-seed']),
  ]);
  for (const result of results) if (result.status === 'fulfilled') state.stacks.push(result.value);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    await globalTeardown();
    throw failure.reason;
  }

  const [demo, empty] = state.stacks;
  // Test files run in a sandbox that copies process.env, so this is how they learn the URLs.
  process.env[SITE_URL_ENV.demo] = demo!.url;
  process.env[SITE_URL_ENV.empty] = empty!.url;
  // The deploy tests repoint the demo stack's registry and build folders, which live there.
  process.env[DEMO_DATA_DIR_ENV] = demo!.dataDir;
  // The outage tests pause one of the demo stack's services, found among its children.
  process.env[DEMO_STACK_PID_ENV] = String(demo!.child.pid);
}
