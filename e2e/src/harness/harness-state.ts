import type { OpenBrowser } from '../browser';
import type { StackProcess } from './stack-process';

export interface HarnessState {
  stacks: StackProcess[];
  /** One Chromium per jest worker. */
  browsers: OpenBrowser[];
  tempDirs: string[];
}

// globalSetup and globalTeardown run in the same process: the handles cross over on globalThis.
const KEY = '__reedmereE2eHarness';

export function getHarnessState(): HarnessState | undefined {
  return (globalThis as Record<string, unknown>)[KEY] as HarnessState | undefined;
}

export function setHarnessState(state: HarnessState): void {
  (globalThis as Record<string, unknown>)[KEY] = state;
}
