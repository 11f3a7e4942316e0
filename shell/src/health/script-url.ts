/** A stack frame's script address: `at f (https://host/a.js:1:2)`, `f@https://host/a.js:1:2`. */
const FRAME_SCRIPT = /(https?:\/\/[^\s()@]+?):\d+(?::\d+)?(?=\)|\s|$)/m;

/**
 * The script the error was thrown from: its stack's first frame. Undefined without a stack (a
 * value thrown that is not an error, or a browser that gives none).
 */
export function scriptOfError(error: unknown): string | undefined {
  const stack = (error as { stack?: unknown } | null)?.stack;
  if (typeof stack !== 'string') return undefined;
  // V8 starts the stack with the message, which may itself hold an address.
  const heading = error instanceof Error ? String(error) : '';
  const frames = stack.startsWith(heading) ? stack.slice(heading.length) : stack;
  return FRAME_SCRIPT.exec(frames)?.[1];
}
