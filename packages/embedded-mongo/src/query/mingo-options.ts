import type { Document } from 'bson';
import type { Options } from 'mingo/types';
import { badValue, commandError, MongoCommandError } from '../errors';

/** mingo options from a command's `collation` and `let`. */
export function mingoOptions(command: Document): Partial<Options> {
  return {
    ...(command.collation ? { collation: command.collation as Options['collation'] } : {}),
    ...(command.let ? { variables: command.let as Document } : {}),
  };
}

/** mingo's messages for an unknown operator, in MongoDB's words and codes. */
function translateError(message: string): MongoCommandError {
  const unknownExpression = /'(\$\w+)' is not registered/.exec(message);
  if (unknownExpression)
    return commandError(
      'InvalidPipelineOperator',
      `Unrecognized expression '${unknownExpression[1]}'`,
    );
  const unknownQuery = /unknown query operator (\$\w+)/.exec(message);
  if (unknownQuery) return badValue(`unknown operator: ${unknownQuery[1]}`);
  return badValue(message);
}

/** Runs a mingo call, answering its errors as BadValue instead of crashing or guessing. */
export function withMingo<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof MongoCommandError) throw error;
    throw translateError((error as Error).message);
  }
}
