export { backup, SYSTEM_DATABASES, timestampName } from './backup/backup';
export type { BackupOptions, BackupResult } from './backup/backup';
export { restore, RestoreRefusedError } from './backup/restore';
export type { RestoreOptions, RestoreResult } from './backup/restore';
export { BackupIntegrityError, readManifest, verifyBackup } from './backup/manifest';
export type { BackupManifest, CollectionEntry, DatabaseEntry } from './backup/manifest';
