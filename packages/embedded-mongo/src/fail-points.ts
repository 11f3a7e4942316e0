import type { Document } from 'bson';
import { commandError } from './errors';
import { isDocument } from './storage/bson-values';

/** What a `failCommand` fail point does to a command it matches. */
export interface Failure {
  closeConnection: boolean;
  errorCode?: number;
  errorLabels?: string[];
  writeConcernError?: Document;
  blockTimeMS?: number;
}

interface FailCommand {
  failCommands: string[];
  remaining: number; // Infinity for alwaysOn
  skip: number;
  appName?: string;
  failure: Failure;
}

/**
 * MongoDB's `configureFailPoint` test command for the `failCommand` fail point, so that clients'
 * error handling can be tested. Only present when test commands are enabled, as on mongod.
 */
export class FailPoints {
  private failCommand: FailCommand | undefined;

  configure(command: Document): Document {
    if (command.configureFailPoint !== 'failCommand') {
      throw commandError('BadValue', `unknown fail point: ${String(command.configureFailPoint)}`);
    }
    const mode = command.mode;
    if (mode === 'off') {
      this.failCommand = undefined;
      return { count: 0, ok: 1 };
    }
    const data = isDocument(command.data) ? command.data : {};
    const times =
      isDocument(mode) && typeof mode.times === 'number'
        ? mode.times
        : mode === 'alwaysOn'
          ? Infinity
          : undefined;
    const skip = isDocument(mode) && typeof mode.skip === 'number' ? mode.skip : 0;
    if (times === undefined && !skip)
      throw commandError('BadValue', "mode must be 'alwaysOn', 'off', {times: n} or {skip: n}");
    this.failCommand = {
      failCommands: Array.isArray(data.failCommands) ? (data.failCommands as string[]) : [],
      remaining: times ?? Infinity,
      skip,
      ...(typeof data.appName === 'string' ? { appName: data.appName } : {}),
      failure: {
        closeConnection: data.closeConnection === true,
        ...(typeof data.errorCode === 'number' ? { errorCode: data.errorCode } : {}),
        ...(Array.isArray(data.errorLabels) ? { errorLabels: data.errorLabels as string[] } : {}),
        ...(isDocument(data.writeConcernError)
          ? { writeConcernError: data.writeConcernError }
          : {}),
        ...(data.blockConnection === true && typeof data.blockTimeMS === 'number'
          ? { blockTimeMS: data.blockTimeMS }
          : {}),
      },
    };
    return { count: 0, ok: 1 };
  }

  /** The failure to inject for this command, if the fail point matches it (and counts it). */
  match(commandName: string, appName: string | undefined): Failure | undefined {
    const point = this.failCommand;
    if (!point || !point.failCommands.includes(commandName)) return undefined;
    if (point.appName !== undefined && point.appName !== appName) return undefined;
    if (point.skip > 0) {
      point.skip--;
      return undefined;
    }
    if (--point.remaining <= 0) this.failCommand = undefined;
    return point.failure;
  }
}
