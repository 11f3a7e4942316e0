import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';

/** The ports the kernel hands out on its own: to `listen(0)` and to outgoing connections. */
export interface PortRange {
  low: number;
  high: number;
}

/**
 * For a system that does not say: Linux's default range (32768-60999) joined to the one macOS and
 * Windows use (49152-65535).
 */
const DEFAULT_EPHEMERAL: PortRange = { low: 32768, high: 65535 };
/** Below this, ports are the usual picks of development servers and databases. */
const LOWEST_CHOSEN = 10000;
const ATTEMPTS = 50;

/** The kernel's ephemeral range (`/proc/sys/net/ipv4/ip_local_port_range`), or a default. */
export function ephemeralPortRange(file = '/proc/sys/net/ipv4/ip_local_port_range'): PortRange {
  try {
    const [low, high] = readFileSync(file, 'utf8').trim().split(/\s+/).map(Number);
    if (Number.isInteger(low) && Number.isInteger(high) && low! > 0 && low! <= high!) {
      return { low: low!, high: high! };
    }
  } catch {
    // No such file off Linux.
  }
  return DEFAULT_EPHEMERAL;
}

/** A port held by a listening socket until `release()` (safe to call twice). */
export interface PortReservation {
  port: number;
  release(): Promise<void>;
}

function listenOn(host: string, port: number): Promise<Server | undefined> {
  return new Promise((resolve) => {
    // A process that connects meanwhile (the renderer reading the site early) is turned away at
    // once: a connection left open would hold up the release.
    const server = createServer((socket) => socket.destroy());
    server.once('error', () => resolve(undefined));
    server.listen({ port, host, exclusive: true }, () => resolve(server));
  });
}

function reservationOf(server: Server): PortReservation {
  return {
    port: (server.address() as AddressInfo).port,
    // Closing twice is harmless: the second close only reports that it was not running.
    release: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Holds a free port on `host` for a process that must be told its address before it starts (the
 * site, which the services put in e-mail links and the renderer reads from). The port is taken
 * outside the ephemeral range, so neither a `listen(0)` nor an outgoing connection of the
 * processes starting meanwhile can be given it; the caller releases it just before the process
 * that listens on it starts. Only when no port outside the range is free does it fall back to
 * one the kernel picks.
 */
export async function reservePort(
  host: string,
  ephemeral: PortRange = ephemeralPortRange(),
): Promise<PortReservation> {
  const outside: PortRange[] = [
    { low: LOWEST_CHOSEN, high: Math.min(ephemeral.low - 1, 65535) },
    { low: Math.max(ephemeral.high + 1, LOWEST_CHOSEN), high: 65535 },
  ].filter((range) => range.low <= range.high);
  const size = outside.reduce((sum, range) => sum + range.high - range.low + 1, 0);
  for (let attempt = 0; attempt < ATTEMPTS && size > 0; attempt++) {
    let index = Math.floor(Math.random() * size);
    const range = outside.find((candidate) => {
      const length = candidate.high - candidate.low + 1;
      if (index < length) return true;
      index -= length;
      return false;
    })!;
    const server = await listenOn(host, range.low + index);
    if (server) return reservationOf(server);
  }
  const server = await listenOn(host, 0);
  if (!server) throw new Error(`No free port on ${host}`);
  return reservationOf(server);
}
