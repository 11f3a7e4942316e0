/** Whether the record is still the version a change was made from; none named, any version is. */
export const isVersion = (record: { updatedAt: Date }, expected: Date | undefined): boolean =>
  expected === undefined || record.updatedAt.getTime() === expected.getTime();

/**
 * The version a write made from a named one leaves: now, but always later than the version it
 * replaced (mongoose's own stamp is just now), so a second write naming that version cannot
 * match, even one in the same millisecond or after the clock has stepped back.
 */
export const versionAfter = (expected: Date): Date =>
  new Date(Math.max(Date.now(), expected.getTime() + 1));
