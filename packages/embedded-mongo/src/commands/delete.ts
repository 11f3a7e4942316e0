import { matching } from '../query/filter';
import { toNumber } from '../storage/bson-values';
import { checkHint, collectionName, documentArray } from './arguments';
import type { CommandHandler } from './context';
import { assertWritable } from './sources';
import { eachStatement, withWriteErrors } from './write-errors';

export const deleteCommand: CommandHandler = (command, { catalog, db }) => {
  const name = collectionName(command);
  const statements = documentArray(command, 'deletes');
  let n = 0;
  const errors = eachStatement(statements, command.ordered !== false, (statement) => {
    const coll = catalog.collection(db, name);
    assertWritable(coll);
    checkHint(coll, statement.hint);
    const found = matching(coll, statement.q ?? {}, statement);
    const targets = toNumber(statement.limit) === 1 ? found.slice(0, 1) : found;
    for (const [, doc] of targets) {
      catalog.delete(coll!, doc._id);
      n++;
    }
  });
  return withWriteErrors({ n }, errors);
};
