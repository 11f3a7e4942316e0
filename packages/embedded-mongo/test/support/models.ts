// Two mongoose schemas shaped like the ones the estate-agent services use: timestamps, defaults,
// enums, arrays, a nested object and a unique index each.
import { Schema, type Connection, type Model } from 'mongoose';

export const LISTING_STATUSES = ['available', 'under-offer', 'sold'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export interface Listing {
  ref: string;
  title: string;
  status: ListingStatus;
  price: number;
  bedrooms: number;
  town: string;
  tags: string[];
  views: number;
  address: { street?: string; postcode?: string };
  createdAt: Date;
  updatedAt: Date;
}

const listingSchema = new Schema<Listing>(
  {
    ref: { type: String, required: true, unique: true },
    title: { type: String, required: true },
    status: { type: String, enum: LISTING_STATUSES, default: 'available' },
    price: { type: Number, required: true, min: 0 },
    bedrooms: { type: Number, default: 1 },
    town: { type: String, default: 'Norwich' },
    tags: { type: [String], default: [] },
    views: { type: Number, default: 0 },
    address: { street: String, postcode: String },
  },
  { timestamps: true, collection: 'listings' },
);
listingSchema.index({ status: 1, price: -1 });

export interface Agent {
  email: string;
  name: string;
  active: boolean;
  branch: string;
  languages: string[];
  createdAt: Date;
  updatedAt: Date;
}

const agentSchema = new Schema<Agent>(
  {
    email: { type: String, required: true, unique: true, lowercase: true, trim: true },
    name: { type: String, required: true },
    active: { type: Boolean, default: true },
    branch: { type: String, default: 'Norwich' },
    languages: { type: [String], default: ['en'] },
  },
  { timestamps: true, collection: 'agents' },
);

/** The Listing model on `conn`, with its indexes built. */
export async function listingModel(conn: Connection): Promise<Model<Listing>> {
  const model =
    (conn.models.Listing as Model<Listing> | undefined) ??
    conn.model<Listing>('Listing', listingSchema);
  await model.init();
  return model;
}

/** The Agent model on `conn`, with its indexes built. */
export async function agentModel(conn: Connection): Promise<Model<Agent>> {
  const model =
    (conn.models.Agent as Model<Agent> | undefined) ?? conn.model<Agent>('Agent', agentSchema);
  await model.init();
  return model;
}

/** `n` plain listing documents with predictable, varied fields (ref L0001...). */
export function sampleListings(
  n: number,
): Array<Pick<Listing, 'ref' | 'title' | 'status' | 'price' | 'bedrooms' | 'town' | 'tags'>> {
  const towns = ['Norwich', 'Cromer', 'Holt', 'Wymondham', 'Dereham'];
  const tagPool = ['garden', 'garage', 'sea-view', 'period', 'new-build', 'parking'];
  return Array.from({ length: n }, (_, i) => ({
    ref: `L${String(i + 1).padStart(4, '0')}`,
    title: `Listing ${i + 1}`,
    status: LISTING_STATUSES[i % 3] as ListingStatus,
    price: 150_000 + ((i * 7919) % 97) * 5_000,
    bedrooms: 1 + (i % 5),
    town: towns[i % towns.length] as string,
    tags: tagPool.filter((_, t) => (i + t) % 3 === 0),
  }));
}
