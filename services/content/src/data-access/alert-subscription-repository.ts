import type { Connection } from 'mongoose';
import type { AlertSearch, ListPage } from '@reedmere/contracts/schemas';
import { alertSubscriptionModel, type AlertSubscriptionDocument } from './alert-subscription-model';
import { findPage, NEWEST_FIRST } from './list-page';

/** Confirmation links kept per subscription (a re-send adds one, at most hourly, for 7 days). */
const CONFIRM_LINKS_KEPT = 10;
/** Unsubscribe links kept: more than a year of daily alerts, so an old e-mail's link still works. */
const UNSUBSCRIBE_LINKS_KEPT = 400;

export interface NewAlertSubscription {
  email: string;
  search: AlertSearch;
  searchKey: string;
  confirmTokenHash: string;
  unsubscribeTokenHash: string;
}

/** What a digest run read, so its write applies only if no other run got there first. */
export interface CheckedState {
  lastSentAt: Date | null;
  lastCheckedAt: Date;
}

export interface AlertSubscriptionRepository {
  /** Makes sure the unique (email, search) index exists before the first write relies on it. */
  init(): Promise<void>;
  /** Rejects with a duplicate-key error (11000) when the address already has this search. */
  create(input: NewAlertSubscription, now: Date): Promise<AlertSubscriptionDocument>;
  findByKey(email: string, searchKey: string): Promise<AlertSubscriptionDocument | null>;
  /**
   * Adds a fresh pair of links to an unconfirmed subscription whose last confirmation e-mail was
   * queued before `sentBefore`, in one atomic step; null when there is none (so concurrent
   * sign-ups re-send once).
   */
  claimResend(
    id: string,
    links: { confirmTokenHash: string; unsubscribeTokenHash: string },
    sentBefore: Date,
    now: Date,
  ): Promise<AlertSubscriptionDocument | null>;
  findByConfirmHash(hash: string): Promise<AlertSubscriptionDocument | null>;
  findByUnsubscribeHash(hash: string): Promise<AlertSubscriptionDocument | null>;
  /** Confirms and forgets every confirmation link; null for an unknown or used link. */
  confirm(hash: string, now: Date): Promise<AlertSubscriptionDocument | null>;
  removeByUnsubscribeHash(hash: string): Promise<AlertSubscriptionDocument | null>;
  /** One page, newest first, and how many there are in all. */
  listNewestFirst(page: ListPage): Promise<{ items: AlertSubscriptionDocument[]; total: number }>;
  remove(id: string): Promise<boolean>;
  idsUnconfirmedCreatedBefore(cutoff: Date): Promise<string[]>;
  removeMany(ids: string[]): Promise<number>;
  /** Confirmed subscriptions last e-mailed before `sentBefore`, or never. */
  due(sentBefore: Date): Promise<AlertSubscriptionDocument[]>;
  /** Moves the check mark on; false when another run changed the record meanwhile. */
  markChecked(id: string, read: CheckedState, checkedAt: Date): Promise<boolean>;
  /**
   * Marks an alert sent with its new unsubscribe link; false when another run changed the record
   * meanwhile, or it was deleted, so the e-mail must not be queued.
   */
  claimSend(
    id: string,
    read: CheckedState,
    sentAt: Date,
    unsubscribeTokenHash: string,
  ): Promise<boolean>;
  /** Undoes `claimSend` when its e-mail could not be queued, so the next run tries again. */
  releaseSend(id: string, read: CheckedState, sentAt: Date): Promise<void>;
}

const stateFilter = (id: string, read: CheckedState) => ({
  _id: id,
  confirmedAt: { $ne: null },
  lastSentAt: read.lastSentAt,
  lastCheckedAt: read.lastCheckedAt,
});

export function createAlertSubscriptionRepository(
  connection: Connection,
): AlertSubscriptionRepository {
  const model = alertSubscriptionModel(connection);
  return {
    async init() {
      await model.init();
    },
    create: (input, now) =>
      model.create({
        email: input.email,
        search: input.search,
        searchKey: input.searchKey,
        confirmTokenHashes: [input.confirmTokenHash],
        unsubscribeTokenHashes: [input.unsubscribeTokenHash],
        confirmationSentAt: now,
        confirmedAt: null,
        lastSentAt: null,
        lastCheckedAt: now,
        createdAt: now,
      }),
    findByKey: (email, searchKey) => model.findOne({ email, searchKey }).exec(),
    claimResend: (id, links, sentBefore, now) =>
      model
        .findOneAndUpdate(
          { _id: id, confirmedAt: null, confirmationSentAt: { $lte: sentBefore } },
          {
            $set: { confirmationSentAt: now },
            $push: {
              confirmTokenHashes: { $each: [links.confirmTokenHash], $slice: -CONFIRM_LINKS_KEPT },
              unsubscribeTokenHashes: {
                $each: [links.unsubscribeTokenHash],
                $slice: -UNSUBSCRIBE_LINKS_KEPT,
              },
            },
          },
          { returnDocument: 'after' },
        )
        .exec(),
    findByConfirmHash: (hash) => model.findOne({ confirmTokenHashes: hash }).exec(),
    findByUnsubscribeHash: (hash) => model.findOne({ unsubscribeTokenHashes: hash }).exec(),
    confirm: (hash, now) =>
      model
        .findOneAndUpdate(
          { confirmTokenHashes: hash, confirmedAt: null },
          { $set: { confirmedAt: now, confirmTokenHashes: [] } },
          { returnDocument: 'after' },
        )
        .exec(),
    removeByUnsubscribeHash: (hash) =>
      model.findOneAndDelete({ unsubscribeTokenHashes: hash }).exec(),
    listNewestFirst: (page) => findPage(model, NEWEST_FIRST, page),
    async remove(id) {
      return (await model.findByIdAndDelete(id).exec()) !== null;
    },
    async idsUnconfirmedCreatedBefore(cutoff) {
      const rows = await model
        .find({ confirmedAt: null, createdAt: { $lt: cutoff } }, { _id: 1 })
        .lean()
        .exec();
      return rows.map((row) => String(row._id));
    },
    async removeMany(ids) {
      if (ids.length === 0) return 0;
      const result = await model.deleteMany({ _id: { $in: ids }, confirmedAt: null }).exec();
      return result.deletedCount;
    },
    due: (sentBefore) =>
      model
        .find({
          confirmedAt: { $ne: null },
          $or: [{ lastSentAt: null }, { lastSentAt: { $lte: sentBefore } }],
        })
        .sort({ _id: 1 })
        .exec(),
    async markChecked(id, read, checkedAt) {
      const result = await model
        .updateOne(stateFilter(id, read), { $set: { lastCheckedAt: checkedAt } })
        .exec();
      return result.modifiedCount === 1;
    },
    async claimSend(id, read, sentAt, unsubscribeTokenHash) {
      const result = await model
        .updateOne(stateFilter(id, read), {
          $set: { lastSentAt: sentAt, lastCheckedAt: sentAt },
          $push: {
            unsubscribeTokenHashes: {
              $each: [unsubscribeTokenHash],
              $slice: -UNSUBSCRIBE_LINKS_KEPT,
            },
          },
        })
        .exec();
      return result.modifiedCount === 1;
    },
    async releaseSend(id, read, sentAt) {
      await model
        .updateOne(
          { _id: id, lastSentAt: sentAt, lastCheckedAt: sentAt },
          { $set: { lastSentAt: read.lastSentAt, lastCheckedAt: read.lastCheckedAt } },
        )
        .exec();
    },
  };
}
