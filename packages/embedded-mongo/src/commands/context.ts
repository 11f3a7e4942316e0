import type { Document } from 'bson';
import type { Cursors } from '../cursors';
import type { FailPoints } from '../fail-points';
import type { Catalog } from '../storage/catalog';

export interface CommandContext {
  catalog: Catalog;
  cursors: Cursors;
  /** The database the command runs against ($db). */
  db: string;
  connectionId: number;
  /** Present only when test commands are enabled. */
  failPoints?: FailPoints;
}

/** A command handler: synchronous, so each command's changes are journaled as one group. */
export type CommandHandler = (command: Document, context: CommandContext) => Document;
