import type { DevelopmentInput } from '@reedmere/contracts';
import { developmentInputSchema } from '@reedmere/contracts/schemas';
import {
  connectionModel,
  recordSchema,
  storedFieldsOf,
  type Timestamps,
} from '@reedmere/service-kit';
import type { Connection, HydratedDocument, Model } from 'mongoose';

export const DEVELOPMENTS_COLLECTION = 'developments';
const MODEL_NAME = 'Development';

export interface DevelopmentRecord extends DevelopmentInput, Timestamps {}
export type DevelopmentDocument = HydratedDocument<DevelopmentRecord>;
export type DevelopmentModel = Model<DevelopmentRecord>;

// Input is validated at the edge with the contracts' joi schema; the paths read from it only
// describe the stored shape. Calendar days are yyyy-mm-dd strings (null = 'TBC'), never Dates, so
// no time zone can move them.
const developmentSchema = recordSchema<DevelopmentRecord>(DEVELOPMENTS_COLLECTION, {
  ...storedFieldsOf<DevelopmentInput>(developmentInputSchema),
});
developmentSchema.index({ createdAt: -1 });

/** The model bound to this connection (compiled once per connection). */
export function developmentModel(connection: Connection): DevelopmentModel {
  return connectionModel(connection, MODEL_NAME, developmentSchema);
}
