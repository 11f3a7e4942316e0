import fs from 'node:fs';
import path from 'node:path';
import type { Catalog } from './catalog';
import { decodeRecords, encodeRecord, type JournalRecord } from './journal-records';
import { PRIVATE_FILE_MODE, tightenToOwnerOnly } from './private-files';

const SNAPSHOT = 'snapshot.bson';
const journalName = (generation: number) => `journal-${generation}.bson`;

export interface JournalOptions {
  /** Compact (snapshot + fresh journal) once the journal is larger than this and the snapshot. */
  compactAfterBytes?: number;
  log?: (line: string) => void;
}

/**
 * Durability for a data folder: a snapshot plus an append-only journal of the changes made since.
 * Writes are grouped: changes that arrive while a flush is running are written and synced
 * together by the next one, and each caller is answered only once its changes are on disk.
 */
export class Journal {
  private handle!: fs.promises.FileHandle;
  private generation = 0;
  private journalBytes = 0;
  private snapshotBytes = 0;
  private queue: {
    data: Buffer[];
    done: Array<{ resolve: () => void; reject: (e: Error) => void }>;
  } = {
    data: [],
    done: [],
  };
  private flushing: Promise<void> | undefined;
  private readonly compactAfterBytes: number;
  private readonly log: (line: string) => void;

  private constructor(
    private readonly dir: string,
    private readonly catalog: Catalog,
    private readonly options: JournalOptions,
  ) {
    this.compactAfterBytes = options.compactAfterBytes ?? 64 * 1024 * 1024;
    this.log = options.log ?? (() => {});
  }

  /** Loads the folder into the catalog (snapshot, then journal) and opens the journal. */
  static async open(dir: string, catalog: Catalog, options: JournalOptions = {}): Promise<Journal> {
    const journal = new Journal(dir, catalog, options);
    await journal.load();
    return journal;
  }

  private async load(): Promise<void> {
    const snapshotPath = path.join(this.dir, SNAPSHOT);
    if (fs.existsSync(snapshotPath)) {
      tightenToOwnerOnly(snapshotPath, 'snapshot', this.log);
      const data = fs.readFileSync(snapshotPath);
      const { records } = decodeRecords(data);
      const header = records[0];
      if (header?.op !== 'snapshot') throw new Error(`${snapshotPath} is not a snapshot`);
      this.generation = header.generation;
      this.snapshotBytes = data.length;
      for (const record of records.slice(1)) this.catalog.apply(record);
    }
    const journalPath = path.join(this.dir, journalName(this.generation));
    if (fs.existsSync(journalPath)) {
      tightenToOwnerOnly(journalPath, 'journal', this.log);
      const data = fs.readFileSync(journalPath);
      const { records, validBytes } = decodeRecords(data);
      for (const record of records) this.catalog.apply(record);
      if (validBytes < data.length) {
        // An unacknowledged write cut short by a crash: drop it so appends start clean.
        fs.truncateSync(journalPath, validBytes);
        this.log(`journal: dropped ${data.length - validBytes} bytes of an incomplete write`);
      }
      this.journalBytes = validBytes;
    }
    this.catalog.takePending();
    this.removeStaleFiles();
    this.handle = await fs.promises.open(journalPath, 'a', PRIVATE_FILE_MODE);
  }

  private removeStaleFiles(): void {
    const current = journalName(this.generation);
    for (const name of fs.readdirSync(this.dir)) {
      if ((name.startsWith('journal-') && name !== current) || name.endsWith('.tmp')) {
        fs.rmSync(path.join(this.dir, name), { force: true });
      }
    }
  }

  /** Resolves once the records are written and synced to disk. */
  append(records: JournalRecord[]): Promise<void> {
    if (records.length === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      for (const record of records) this.queue.data.push(encodeRecord(record));
      this.queue.done.push({ resolve, reject });
      this.flushing ??= this.flushLoop();
    });
  }

  private async flushLoop(): Promise<void> {
    while (this.queue.done.length) {
      const batch = this.queue;
      this.queue = { data: [], done: [] };
      try {
        const data = Buffer.concat(batch.data);
        await this.handle.write(data);
        await this.handle.datasync();
        this.journalBytes += data.length;
        batch.done.forEach((w) => w.resolve());
      } catch (error) {
        batch.done.forEach((w) => w.reject(error as Error));
      }
      if (this.journalBytes > this.compactAfterBytes && this.journalBytes > this.snapshotBytes) {
        await this.compact();
      }
    }
    this.flushing = undefined;
  }

  /**
   * Writes the whole catalog as a new snapshot and starts a new journal. The state written may
   * already include queued records; they go to the new journal, and replaying them is harmless.
   */
  async compact(): Promise<void> {
    const next = this.generation + 1;
    const tmpPath = path.join(this.dir, `${SNAPSHOT}.tmp`);
    const out = fs.openSync(tmpPath, 'w', PRIVATE_FILE_MODE);
    let bytes = 0;
    const write = (record: JournalRecord) => {
      const frame = encodeRecord(record);
      fs.writeSync(out, frame);
      bytes += frame.length;
    };
    write({ op: 'snapshot', generation: next });
    for (const record of this.catalog.records()) write(record);
    fs.fsyncSync(out);
    fs.closeSync(out);
    fs.renameSync(tmpPath, path.join(this.dir, SNAPSHOT));
    this.syncFolder();
    const old = this.handle;
    this.handle = await fs.promises.open(
      path.join(this.dir, journalName(next)),
      'a',
      PRIVATE_FILE_MODE,
    );
    await old.close();
    fs.rmSync(path.join(this.dir, journalName(this.generation)), { force: true });
    this.generation = next;
    this.snapshotBytes = bytes;
    this.journalBytes = 0;
    this.log(`journal: compacted into a ${bytes}-byte snapshot (generation ${next})`);
  }

  private syncFolder(): void {
    const fd = fs.openSync(this.dir, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  }

  async close(): Promise<void> {
    await this.flushing;
    await this.handle.close();
  }
}
