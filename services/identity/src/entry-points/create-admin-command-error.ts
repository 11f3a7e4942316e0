export const EXIT_DONE = 0;
export const EXIT_NOT_DONE = 1;
export const EXIT_USAGE = 2;

/** A problem the create-admin command reports on its own line, with the exit code it means. */
export class CommandError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}
