import type { HydratedDocument, Model, SortOrder } from 'mongoose';
import type { ListPage } from '@reedmere/contracts/schemas';

/** The order of the admin lists that show the latest first (the id breaks ties of one instant). */
export const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const satisfies Record<string, SortOrder>;

/** One page of a whole collection in `sort` order, and how many records there are in all. */
export async function findPage<T>(
  model: Model<T>,
  sort: Record<string, SortOrder>,
  page: ListPage,
): Promise<{ items: HydratedDocument<T>[]; total: number }> {
  const [items, total] = await Promise.all([
    model.find().sort(sort).skip(page.skip).limit(page.limit).exec(),
    model.countDocuments().exec(),
  ]);
  return { items, total };
}
