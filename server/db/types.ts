export interface Db {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  /** Which database is in use, for the start log (never a password). */
  describe: string;
  /**
   * Calls `heard` with the payload of each notice sent on a channel (PostgreSQL's LISTEN), until the
   * returned stop is called. Absent where no other process can send one (the embedded database).
   */
  listen?(channel: string, heard: (payload: string) => void): Promise<() => Promise<void>>;
  /** The connection pool's state now, where there is a pool (PostgreSQL). */
  pool?(): { total: number; idle: number; waiting: number };
}
