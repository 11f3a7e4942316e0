// Throughput of the embedded server through the official driver, in memory. Prints plain figures; asserts nothing.
//
//   npm run bench -w @reedmere/embedded-mongo
//
// Environment (optional): BENCH_N (documents / lookups, default 5000), BENCH_PAGES (page queries, default 500),
// BENCH_MONGODB_URI (measure that server instead of starting the embedded one, for comparison).
import { randomBytes } from 'node:crypto';
import { MongoClient, type Collection, type Document, type ObjectId } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src';

const N = Number(process.env.BENCH_N ?? 5000);
const PAGES = Number(process.env.BENCH_PAGES ?? 500);

interface Result {
  name: string;
  ops: number;
  ms: number;
}

async function timed(name: string, ops: number, fn: () => Promise<void>): Promise<Result> {
  const t0 = process.hrtime.bigint();
  await fn();
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  return { name, ops, ms };
}

function print(r: Result): void {
  const perSec = r.ops / (r.ms / 1000);
  const perOp = (r.ms * 1000) / r.ops;
  console.log(
    `${r.name.padEnd(62)} ${String(r.ops).padStart(6)} ops ${r.ms.toFixed(0).padStart(8)} ms ${perSec.toFixed(0).padStart(9)} ops/s ${perOp.toFixed(1).padStart(8)} µs/op`,
  );
}

function listing(i: number): Document {
  const statuses = ['available', 'under-offer', 'sold'];
  return {
    ref: `B${String(i).padStart(6, '0')}`,
    title: `Listing ${i}`,
    status: statuses[i % 3],
    price: 100_000 + ((i * 7919) % 5000) * 100,
    bedrooms: 1 + (i % 5),
    town: ['Norwich', 'Cromer', 'Holt', 'Diss'][i % 4],
    tags: ['garden', 'parking'].slice(0, i % 3),
    description: randomBytes(96).toString('base64'),
    createdAt: new Date(1_700_000_000_000 + i * 60_000),
  };
}

async function main(): Promise<void> {
  let server: EmbeddedMongo | undefined;
  let uri = process.env.BENCH_MONGODB_URI;
  if (!uri) {
    server = await startEmbeddedMongo({
      host: '127.0.0.1',
      port: 0,
      inMemory: true,
      log: () => {},
    });
    uri = server.uri;
  }
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000 });
  await client.connect();
  const db = client.db(`bench_${process.pid}`);
  const results: Result[] = [];
  console.log(
    `# embedded-mongo benchmark against ${server ? 'the embedded server (in memory)' : uri}; node ${process.version}; N=${N}, pages=${PAGES}`,
  );
  try {
    await db.dropDatabase();

    // 1. insertOne, one at a time (each waits for its acknowledgement).
    const inserts: Collection<Document> = db.collection('inserts');
    const ids: ObjectId[] = [];
    results.push(
      await timed(`insertOne x${N} (sequential)`, N, async () => {
        for (let i = 0; i < N; i++) {
          const r = await inserts.insertOne(listing(i));
          ids.push(r.insertedId);
        }
      }),
    );
    print(results[results.length - 1]!);

    // 2. find by _id, one at a time.
    let found = 0;
    results.push(
      await timed(`findOne({_id}) x${N} (sequential)`, N, async () => {
        for (let i = 0; i < N; i++) {
          const d = await inserts.findOne({ _id: ids[(i * 7) % ids.length]! });
          if (d) found++;
        }
      }),
    );
    print(results[results.length - 1]!);
    if (found !== N) console.log(`  ! only ${found} of ${N} lookups found their document`);

    // 3. A filtered, sorted page of 12 out of N documents, as the listings page asks for it.
    const listings = db.collection('listings');
    await listings.insertMany(Array.from({ length: N }, (_, i) => listing(i)));
    const minPrice = 250_000;
    const filter = { status: 'available', price: { $gte: minPrice } };
    const page = () =>
      listings.find(filter).sort({ price: -1, _id: 1 }).skip(24).limit(12).toArray();
    const sample = await page();
    results.push(
      await timed(
        `find page (filter+sort price desc, skip 24, limit 12) x${PAGES}`,
        PAGES,
        async () => {
          for (let i = 0; i < PAGES; i++) await page();
        },
      ),
    );
    print(results[results.length - 1]!);
    console.log(
      `  (each page returned ${sample.length} of ${await listings.countDocuments(filter)} matching documents out of ${N})`,
    );

    // Same page with the index the Listing schema declares ({status: 1, price: -1}).
    await listings.createIndex({ status: 1, price: -1 });
    results.push(
      await timed(`same page with index {status:1, price:-1} x${PAGES}`, PAGES, async () => {
        for (let i = 0; i < PAGES; i++) await page();
      }),
    );
    print(results[results.length - 1]!);

    // countDocuments on the same filter (what a paginated page also asks).
    results.push(
      await timed(`countDocuments(filter) x${PAGES}`, PAGES, async () => {
        for (let i = 0; i < PAGES; i++) await listings.countDocuments(filter);
      }),
    );
    print(results[results.length - 1]!);

    // insertMany in batches of 100, for comparison with sequential insertOne.
    const batched = db.collection('batched');
    results.push(
      await timed(`insertMany x${N} (batches of 100)`, N, async () => {
        for (let i = 0; i < N; i += 100)
          await batched.insertMany(
            Array.from({ length: Math.min(100, N - i) }, (_, j) => listing(i + j)),
          );
      }),
    );
    print(results[results.length - 1]!);
  } finally {
    await db.dropDatabase().catch(() => undefined);
    await client.close();
    await server?.stop();
  }
}

main().catch((e: unknown) => {
  console.error('benchmark failed:', e);
  process.exitCode = 1;
});
