// Whether a merchant or template file is at the schema's version. An older file (or one without a
// version) still loads, but `wl validate` names it so that `wl migrate` brings it up to date; a newer one
// was written by newer tools than these, which cannot know what it means.
import { SCHEMA_VERSION } from './migrations/index.ts';
import { fileVersion } from './migration.ts';

export interface VersionProblem {
  pointer: string;
  message: string;
}

export function schemaVersionProblems(data: unknown, current = SCHEMA_VERSION): VersionProblem[] {
  const version = fileVersion(data);
  const has = typeof data === 'object' && data !== null && 'schemaVersion' in data;
  if (version === undefined) return [{ pointer: '/schemaVersion', message: 'must be a whole number, 0 or more' }];
  if (!has && current > 0)
    return [{ pointer: '/', message: `has no "schemaVersion": it is older than the schema (version ${current}); run "wl migrate" to bring it up to date` }];
  if (version < current)
    return [
      { pointer: '/schemaVersion', message: `is version ${version}, older than the schema (version ${current}); run "wl migrate" to bring it up to date` },
    ];
  if (version > current) {
    return [
      {
        pointer: '/schemaVersion',
        message: `is version ${version}, written by a newer version of the tools (these know up to version ${current}): update the tools rather than the file`,
      },
    ];
  }
  return [];
}
