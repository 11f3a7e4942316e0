import type { DevelopmentInput } from '@reedmere/contracts';
import { developmentInputSchema } from '@reedmere/contracts/schemas';
import { connectionModel, publicJson, storedFieldsOf } from '@reedmere/service-kit';
import {
  Schema,
  type Connection,
  type HydratedDocument,
  type Model,
  type SchemaDefinition,
} from 'mongoose';

export const DEVELOPMENTS_COLLECTION = 'developments';
const MODEL_NAME = 'Development';

export interface DevelopmentRecord extends DevelopmentInput {
  createdAt: Date;
  updatedAt: Date;
}
export type DevelopmentDocument = HydratedDocument<DevelopmentRecord>;
export type DevelopmentModel = Model<DevelopmentRecord>;

/**
 * Every field the schema must name (mongoose's own type leaves each out optional); the
 * `timestamps` option adds createdAt and updatedAt.
 */
type DefinedFields = Omit<DevelopmentRecord, 'createdAt' | 'updatedAt'>;

// Input is validated at the edge with the contracts' joi schema; the paths read from it only
// describe the stored shape. Calendar days are yyyy-mm-dd strings (null = 'TBC'), never Dates, so
// no time zone can move them.
const developmentSchema = new Schema<DevelopmentRecord>(
  {
    ...storedFieldsOf<DevelopmentInput>(developmentInputSchema),
  } satisfies Required<SchemaDefinition<DefinedFields>>,
  { timestamps: true, collection: DEVELOPMENTS_COLLECTION },
);
developmentSchema.index({ createdAt: -1 });
publicJson(developmentSchema);

/** The model bound to this connection (compiled once per connection). */
export function developmentModel(connection: Connection): DevelopmentModel {
  return connectionModel(connection, MODEL_NAME, developmentSchema);
}
