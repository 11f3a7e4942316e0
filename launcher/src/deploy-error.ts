/** A deploy or release command refused or failed, with a message for the person who ran it. */
export class DeployError extends Error {
  override name = 'DeployError';
}
