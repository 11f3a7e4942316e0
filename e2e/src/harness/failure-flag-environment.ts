import { TestEnvironment } from 'jest-environment-node';
import type { Circus } from '@jest/types';
import { TEST_FAILED } from './test-failed-flag';

/**
 * Jest's node environment that tells the test file whether its current test has failed, so an
 * `afterEach` can say what the browser saw (jest gives hooks no such answer of its own).
 */
export default class FailureFlagEnvironment extends TestEnvironment {
  handleTestEvent(event: Circus.Event): void {
    if (event.name === 'test_start') this.global[TEST_FAILED] = false;
    if (event.name === 'test_fn_failure' || event.name === 'hook_failure') {
      this.global[TEST_FAILED] = true;
    }
  }
}
