/** Thrown when the person at the terminal presses Ctrl-C or Ctrl-D. */
export class InputCancelledError extends Error {
  constructor() {
    super('Cancelled');
    this.name = 'InputCancelledError';
  }
}

/**
 * Reads lines typed on the terminal, one per prompt, echoing nothing. Characters that arrive
 * together (a paste of both lines) are kept for the next prompt rather than lost.
 */
export function readHiddenLines(
  prompts: string[],
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WritableStream = process.stderr,
): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const lines: string[] = [];
    let typed = '';
    const finish = (error?: Error): void => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      if (error) {
        output.write('\n');
        reject(error);
      } else resolve(lines);
    };
    const onData = (chunk: string): void => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          output.write('\n');
          lines.push(typed);
          typed = '';
          if (lines.length === prompts.length) return finish();
          output.write(prompts[lines.length]!);
        } else if (char === '\u0003' || (char === '\u0004' && typed === '')) {
          return finish(new InputCancelledError());
        } else if (char === '\u007f' || char === '\b') {
          typed = [...typed].slice(0, -1).join('');
        } else if (char >= ' ') {
          typed += char;
        }
      }
    };
    if (prompts.length === 0) return resolve([]);
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.on('data', onData);
    input.resume();
    output.write(prompts[0]!);
  });
}

/** The first line of piped standard input (for scripts), without its line ending. */
export async function readFirstLine(input: NodeJS.ReadableStream = process.stdin): Promise<string> {
  let text = '';
  input.setEncoding('utf8');
  for await (const chunk of input) {
    text += chunk as string;
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}
