import {
  getShortErrorMsg,
  runtimeDescMap,
  RUNTIME_001,
  RUNTIME_002,
  RUNTIME_003,
  RUNTIME_004,
  RUNTIME_008,
  RUNTIME_012,
  RUNTIME_013,
  RUNTIME_014,
  RUNTIME_015,
} from '@module-federation/error-codes';
import { loadPhaseOf } from './load-phase';

const MANIFEST = 'http://localhost/remotes/news/20261122T061500Z-0a1b2c3d/mf-manifest.json';
const FOLDER = 'http://localhost/remotes/news/20261122T061500Z-0a1b2c3d/';

/** An error as the federation runtime throws it (its logger's prefix, then the coded message). */
const runtimeError = (code: string) =>
  new Error(
    `[ Federation Runtime ]: ${getShortErrorMsg(code, runtimeDescMap, { remoteName: 'news' })}`,
  );

/** webpack's error for a chunk that did not load. */
function chunkLoadError(file: string): Error {
  const error = new Error(`Loading chunk 42 failed.\n(error: ${file})`);
  return Object.assign(error, { name: 'ChunkLoadError', type: 'error', request: file });
}

function thrownFrom(script: string): Error {
  const error = new TypeError("Cannot read properties of undefined (reading 'map')");
  error.stack = `TypeError: ${error.message}\n    at Module.1234 (${script}:1:2345)\n    at r (${FOLDER}remoteEntry.js:1:99)`;
  return error;
}

describe('loadPhaseOf', () => {
  it.each([
    [RUNTIME_003, 'manifest'],
    [RUNTIME_013, 'manifest'],
    [RUNTIME_008, 'entry'],
    [RUNTIME_001, 'entry'],
    [RUNTIME_002, 'init'],
    [RUNTIME_015, 'init'],
    [RUNTIME_014, 'expose'],
    [RUNTIME_012, 'shared'],
    [RUNTIME_004, 'registry'],
  ])('reads %s as %s', (code, phase) => {
    expect(loadPhaseOf(runtimeError(code), MANIFEST)).toBe(phase);
  });

  it("tells the exposed module's chunks from a shared module's", () => {
    expect(loadPhaseOf(chunkLoadError(`${FOLDER}437.22de45cf.js`), MANIFEST)).toBe('expose');
    expect(loadPhaseOf(chunkLoadError('http://localhost/79.f35131bf.js'), MANIFEST)).toBe('shared');
  });

  it("reads an error thrown from the remote's files as its factory's", () => {
    expect(loadPhaseOf(thrownFrom(`${FOLDER}__federation_expose_routes.js`), MANIFEST)).toBe(
      'factory',
    );
  });

  it('says unknown for anything else', () => {
    expect(loadPhaseOf(thrownFrom('http://localhost/main.js'), MANIFEST)).toBe('unknown');
    expect(loadPhaseOf(new TypeError('Failed to fetch'), MANIFEST)).toBe('unknown');
    expect(loadPhaseOf('a string', MANIFEST)).toBe('unknown');
    expect(loadPhaseOf(undefined, undefined)).toBe('unknown');
  });
});
