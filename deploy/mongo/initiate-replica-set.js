/* global db, print, rs, sleep */
// Runs once the three members answer: makes them the replica set `rs0` the first time (the first
// member, which may already hold data, is preferred as primary), then waits until a primary is
// elected, so the services' first writes find one. On later starts the set exists: nothing to do.
const MEMBERS = ['mongo1:27017', 'mongo2:27017', 'mongo3:27017'];

let initiated = true;
try {
  rs.status();
} catch (error) {
  if (error.codeName !== 'NotYetInitialized') throw error;
  initiated = false;
}
if (!initiated) {
  rs.initiate({
    _id: 'rs0',
    members: MEMBERS.map((host, index) => ({ _id: index, host, priority: index === 0 ? 2 : 1 })),
  });
}

for (let waited = 0; ; waited += 1) {
  const primary = rs.status().members.find((member) => member.stateStr === 'PRIMARY');
  if (primary) {
    print(`replica set rs0: primary ${primary.name}`);
    break;
  }
  if (waited >= 120) throw new Error('no primary was elected within two minutes');
  sleep(1000);
}
db.getSiblingDB('admin').runCommand({ ping: 1 });
