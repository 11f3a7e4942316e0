import { waitForStdout, type ManagedChild } from './child-process';

const POLL_MS = 200;

/**
 * The port from the child's JSON `listening` log line (`{"msg":"listening","port":...}`): the
 * only way to learn a port it picked itself (PORT=0). Lines of its other listeners (`"name":
 * "admin"`, `"name":"metrics"`, which a primary logs before its workers listen) are passed over.
 */
export function waitForListeningPort(child: ManagedChild, timeoutMs: number): Promise<number> {
  return waitForStdout(
    child,
    (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: unknown; port?: unknown; name?: unknown };
        return entry.msg === 'listening' &&
          entry.name === undefined &&
          typeof entry.port === 'number'
          ? entry.port
          : undefined;
      } catch {
        return undefined;
      }
    },
    timeoutMs,
    'that it is listening',
  );
}

/**
 * Polls GET `url` until it answers 200. A 404 on the first path moves on to the next one (a
 * BFF without `/api/ready` yet is ready when `/api/health` answers).
 */
export async function waitForHttpOk(
  baseUrl: string,
  paths: readonly string[],
  child: ManagedChild,
  timeoutMs: number,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void child.exited.then(() => {
    exited = true;
  });
  let candidate = 0;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (exited) {
      throw new Error(
        `The ${child.name} exited while starting. Last output:\n${child.recentOutput()}`,
      );
    }
    const path = paths[candidate]!;
    try {
      const response = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(5000) });
      if (response.status === 200) return path;
      last = `${response.status} ${await response.text()}`;
      if (response.status === 404 && candidate < paths.length - 1) {
        candidate++;
        continue;
      }
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(
    `${baseUrl}${paths[candidate]} did not answer 200 within ${timeoutMs} ms (last: ${last}). ` +
      `${child.name} output:\n${child.recentOutput()}`,
  );
}
