export interface Db {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  /** Which database is in use, for the start log (never a password). */
  describe: string;
}
