// Version 1: every merchant and template file names the schema version it is written for, in
// "schemaVersion" right after "$schema". The runner writes that number after every migration, so this
// first one has nothing else to change.
import type { Migration } from '../migration.ts';

export const v1SchemaVersion: Migration = {
  version: 1,
  kind: 'both',
  description: 'each file names the schema version it is written for',
  migrate: (data) => data,
};
