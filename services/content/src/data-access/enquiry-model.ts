import { Schema, type Connection, type HydratedDocument, type Model } from 'mongoose';
import { SERVICE_TYPES, type Enquiry } from '@reedmere/contracts';
import { connectionModel, publicJson } from '@reedmere/service-kit';

/** An enquiry as stored: the contracts' fields, with its times as Dates. */
export interface EnquiryRecord extends Omit<Enquiry, 'id' | 'lastContactAt' | 'createdAt'> {
  /** The retention clock (privacy policy: kept 2 years from last contact). */
  lastContactAt: Date;
  createdAt: Date;
}

export type EnquiryDocument = HydratedDocument<EnquiryRecord>;
export type EnquiryModel = Model<EnquiryRecord>;

const enquirySchema = new Schema<EnquiryRecord>(
  {
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    email: { type: String, required: true },
    phone: { type: String, default: '' },
    serviceType: { type: String, required: true, enum: SERVICE_TYPES },
    message: { type: String, required: true },
    // No defaults: an enquiry about no property keeps no empty property fields.
    propertyId: { type: String },
    propertyTitle: { type: String },
    preferredTimes: { type: String },
    isRead: { type: Boolean, default: false },
    lastContactAt: { type: Date, required: true, index: true },
  },
  // An enquiry is never edited beyond its read flag, so it has no updatedAt.
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'enquiries' },
);
publicJson(enquirySchema);

export function enquiryModel(connection: Connection): EnquiryModel {
  return connectionModel(connection, 'Enquiry', enquirySchema);
}
