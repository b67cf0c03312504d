// The schema migrations, oldest first: one module per version in this folder, named v<version><What>.ts
// (registry.test.ts checks the list against the folder). The latest one's version is the schema's
// current version: adding a migration is what raises it, so the number and the way up to it cannot part.
import { latestVersion, type Migration } from '../migration.ts';
import { v1SchemaVersion } from './v1SchemaVersion.ts';

export const MIGRATIONS: readonly Migration[] = [v1SchemaVersion];

/** The version every merchant and template file should be at. */
export const SCHEMA_VERSION = latestVersion(MIGRATIONS);
