import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '@jest/types';
import { openBrowser, testChromePath } from '../browser';
import { BROWSER_ENDPOINT_ENV } from '../browser-for-these-tests';
import { DEMO_DATA_DIR_ENV, DEMO_STACK_PID_ENV } from '../demo-stack';
import { ADMIN_URL_ENV, demoStackVariable, SITE_URL_ENV } from '../site-url';
import globalTeardown from './global-teardown';
import { setHarnessState, type HarnessState } from './harness-state';
import { startStackProcess } from './stack-process';

/** How many test files run at once: one demo stack each. */
function workersOf(config: Config.GlobalConfig): number {
  return Math.max(1, config.maxWorkers);
}

export default async function globalSetup(config: Config.GlobalConfig): Promise<void> {
  const workers = Array.from({ length: workersOf(config) }, (_, index) => index + 1);
  const tempDir = (name: string) => mkdtemp(path.join(os.tmpdir(), `reedmere-e2e-${name}-`));
  const demoDirs = await Promise.all(workers.map((worker) => tempDir(`demo-${worker}`)));
  const emptyDir = await tempDir('empty');
  const state: HarnessState = { stacks: [], browsers: [], tempDirs: [...demoDirs, emptyDir] };
  setHarnessState(state);

  // All start at once; if one fails, the others are stopped before the error is reported.
  const [stacks, browsers] = await Promise.all([
    Promise.allSettled([
      startStackProcess('empty', emptyDir, ['--no-seed']),
      ...workers.map((worker, index) => startStackProcess(`demo-${worker}`, demoDirs[index]!)),
    ]),
    Promise.allSettled(workers.map(() => openBrowser(testChromePath()))),
  ]);
  for (const result of stacks) if (result.status === 'fulfilled') state.stacks.push(result.value);
  for (const result of browsers) {
    if (result.status === 'fulfilled') state.browsers.push(result.value);
  }
  const failure = [...stacks, ...browsers].find((result) => result.status === 'rejected');
  if (failure) {
    await globalTeardown();
    throw failure.reason;
  }
  // Each worker's test files connect to its browser, each describe in a context of its own.
  state.browsers.forEach((opened, index) => {
    process.env[demoStackVariable(BROWSER_ENDPOINT_ENV, workers[index])] =
      opened.browser.wsEndpoint();
  });

  // Test files run in a sandbox that copies process.env, so this is how they learn the URLs.
  const [empty, ...demos] = state.stacks;
  process.env[SITE_URL_ENV.empty] = empty!.url;
  process.env[ADMIN_URL_ENV.empty] = empty!.adminUrl;
  demos.forEach((demo, index) => {
    const worker = workers[index];
    process.env[demoStackVariable(SITE_URL_ENV.demo, worker)] = demo.url;
    process.env[demoStackVariable(ADMIN_URL_ENV.demo, worker)] = demo.adminUrl;
    // The deploy tests repoint the demo stack's registry and build folders, which live there.
    process.env[demoStackVariable(DEMO_DATA_DIR_ENV, worker)] = demo.dataDir;
    // The outage tests pause one of the demo stack's services, found among its children.
    process.env[demoStackVariable(DEMO_STACK_PID_ENV, worker)] = String(demo.child.pid);
  });
}
