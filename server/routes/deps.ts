import type { Db } from '../db.ts';
import type { ProjectHolder } from '../project.ts';
import type { RsaKeys } from '../rsa.ts';

/** What every group of routes answers from. */
export interface ApiDeps {
  holder: ProjectHolder;
  db: Db;
  rsa: RsaKeys;
}
