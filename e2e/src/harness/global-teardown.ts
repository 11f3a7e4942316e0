import { rm } from 'node:fs/promises';
import { getHarnessState } from './harness-state';
import { stopStackProcess } from './stack-process';

export default async function globalTeardown(): Promise<void> {
  const state = getHarnessState();
  if (!state) return;
  await Promise.all([
    ...state.stacks.map((stack) => stopStackProcess(stack)),
    ...state.browsers.map((browser) => browser.close()),
  ]);
  state.stacks = [];
  state.browsers = [];
  await Promise.all(state.tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  state.tempDirs = [];
}
