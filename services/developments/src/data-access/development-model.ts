import { DEVELOPMENT_STATUSES, type DevelopmentInput } from '@reedmere/contracts';
import { connectionModel, publicJson } from '@reedmere/service-kit';
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

// Input is validated at the edge with the contracts' joi schema; the mongoose schema only
// describes the stored shape.
const developmentSchema = new Schema<DevelopmentRecord>(
  {
    title: { type: String, required: true },
    description: { type: String, default: '' },
    location: { type: String, default: null },
    projectValue: { type: Number, default: null },
    status: { type: String, enum: DEVELOPMENT_STATUSES, default: 'planning' },
    // Calendar days as yyyy-mm-dd strings (null = 'TBC'), never Dates, so no time zone can move them.
    startDate: { type: String, default: null },
    endDate: { type: String, default: null },
    beforeImages: { type: [String], default: [] },
    duringImages: { type: [String], default: [] },
    afterImages: { type: [String], default: [] },
  } satisfies Required<SchemaDefinition<DefinedFields>>,
  { timestamps: true, collection: DEVELOPMENTS_COLLECTION },
);
developmentSchema.index({ createdAt: -1 });
publicJson(developmentSchema);

/** The model bound to this connection (compiled once per connection). */
export function developmentModel(connection: Connection): DevelopmentModel {
  return connectionModel(connection, MODEL_NAME, developmentSchema);
}
