/** A release command refused or failed, with a message for the person (or check) that ran it. */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
}
