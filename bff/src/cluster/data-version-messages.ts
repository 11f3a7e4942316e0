/**
 * What the BFF's processes tell each other about the data version, over the cluster's IPC:
 * a worker reports a write (`written`), the primary gives every worker the new version
 * (`version`), each confirms it (`seen`), and then the writer hears that its write is counted
 * everywhere (`counted`).
 */
export type DataVersionMessage =
  | { channel: typeof CHANNEL; kind: 'written'; id: number }
  | { channel: typeof CHANNEL; kind: 'version'; version: string; round: number }
  | { channel: typeof CHANNEL; kind: 'seen'; round: number }
  | { channel: typeof CHANNEL; kind: 'counted'; id: number };

const CHANNEL = 'bff-data-version';

type Without<T> = T extends unknown ? Omit<T, 'channel'> : never;

export const dataVersionMessage = (message: Without<DataVersionMessage>): DataVersionMessage =>
  ({ channel: CHANNEL, ...message }) as DataVersionMessage;

export function isDataVersionMessage(message: unknown): message is DataVersionMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { channel?: unknown }).channel === CHANNEL
  );
}
