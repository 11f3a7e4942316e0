/* global db */
// Runs once, when the mongo container starts on an empty volume: the services connect as this
// user, which may only read and write the site's database (the root user stays for operators).
const dbName = process.env.MONGO_APP_DATABASE;
const user = process.env.MONGO_APP_USERNAME;
const pwd = process.env.MONGO_APP_PASSWORD;
if (!dbName || !user || !pwd) {
  throw new Error('MONGO_APP_DATABASE, MONGO_APP_USERNAME and MONGO_APP_PASSWORD must be set');
}
db.getSiblingDB(dbName).createUser({ user, pwd, roles: [{ role: 'readWrite', db: dbName }] });
