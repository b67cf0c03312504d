// The schema, brought up to date at every start. Each statement is idempotent, so running them on an
// existing database is harmless; a later change appends statements rather than editing these. The helpers
// below only spell what several statements share: the SQL they make must never change.

/** The column that ties a row to its member; the row goes when the member does. */
const MEMBER_ID = 'member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE';

const addMemberColumn = (column: string) => `ALTER TABLE members ADD COLUMN IF NOT EXISTS ${column}`;

/** What each member may claim once (a task's reward, a voucher): the item, the amount paid and when. */
const claimsTable = (table: string, item: string, amount: string) => `CREATE TABLE IF NOT EXISTS ${table} (
    ${MEMBER_ID},
    ${item} TEXT NOT NULL,
    ${amount} NUMERIC(14, 2) NOT NULL,
    claimed_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (member_id, ${item})
  )`;

export const MIGRATIONS: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS members (
    id SERIAL PRIMARY KEY,
    merchant_code TEXT NOT NULL,
    username TEXT NOT NULL,
    mobile_num TEXT,
    country_dialing_code TEXT,
    password_hash TEXT NOT NULL,
    customer_type INTEGER NOT NULL DEFAULT 0,
    language TEXT,
    first_time_login BOOLEAN NOT NULL DEFAULT TRUE,
    password_changed_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    totp_secret TEXT,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    UNIQUE (merchant_code, username)
  )`,
  `CREATE TABLE IF NOT EXISTS sessions (
    token TEXT PRIMARY KEY,
    ${MEMBER_ID},
    merchant_code TEXT NOT NULL,
    ip TEXT,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    expires_at TIMESTAMPTZ NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS sessions_member_id ON sessions (member_id)`,
  `CREATE TABLE IF NOT EXISTS deposits (
    id SERIAL PRIMARY KEY,
    ${MEMBER_ID},
    amount NUMERIC(14, 2) NOT NULL,
    status TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX IF NOT EXISTS deposits_member_id ON deposits (member_id)`,
  `CREATE TABLE IF NOT EXISTS sms_outbox (
    id SERIAL PRIMARY KEY,
    merchant_code TEXT NOT NULL,
    mobile_num TEXT NOT NULL,
    code TEXT NOT NULL,
    expires_at TIMESTAMPTZ NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`,
  // Two-factor by e-mail and payee name, the IP of the last login (token_ip_different), and whether the
  // password is still the merchant's default one (mobile registration without a password field).
  addMemberColumn('email TEXT'),
  addMemberColumn('payee_name TEXT'),
  addMemberColumn('last_login_ip TEXT'),
  addMemberColumn('password_is_default BOOLEAN NOT NULL DEFAULT FALSE'),
  `CREATE INDEX IF NOT EXISTS members_mobile ON members (merchant_code, mobile_num)`,
  // Phone and social sign-in: the identity provider's user id.
  addMemberColumn('firebase_uid TEXT'),
  // Password reset: each SMS code's scene (a reset code never logs in), and the reset links' tokens,
  // kept only as SHA-256 hashes with an expiry and the moment they were spent.
  `ALTER TABLE sms_outbox ADD COLUMN IF NOT EXISTS scene TEXT NOT NULL DEFAULT 'verify'`,
  `CREATE TABLE IF NOT EXISTS password_resets (
    token_hash TEXT PRIMARY KEY,
    ${MEMBER_ID},
    merchant_code TEXT NOT NULL,
    expires_at TIMESTAMPTZ NOT NULL,
    used_at TIMESTAMPTZ,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX IF NOT EXISTS password_resets_member_id ON password_resets (member_id)`,
  `CREATE INDEX IF NOT EXISTS members_email ON members (merchant_code, lower(email))`,
  // Member area: a VIP rank an operator assigned, who invited whom (each member's referral code), and
  // players' feedback.
  addMemberColumn('club_label_id INTEGER'),
  addMemberColumn('referred_by INTEGER REFERENCES members(id) ON DELETE SET NULL'),
  `CREATE INDEX IF NOT EXISTS members_referred_by ON members (referred_by)`,
  `CREATE TABLE IF NOT EXISTS referral_codes (
    member_id INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
    merchant_code TEXT NOT NULL,
    code TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    UNIQUE (merchant_code, code)
  )`,
  `CREATE TABLE IF NOT EXISTS feedback (
    id SERIAL PRIMARY KEY,
    merchant_code TEXT NOT NULL,
    ${MEMBER_ID},
    category TEXT NOT NULL,
    message TEXT NOT NULL,
    contact TEXT,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX IF NOT EXISTS feedback_member_id ON feedback (member_id, created_at)`,
  // Activities: daily sign-ins (one a day, in the merchant's days), newcomer-task claims and voucher claims.
  `CREATE TABLE IF NOT EXISTS activity_sign_ins (
    ${MEMBER_ID},
    sign_day DATE NOT NULL,
    cycle_day INTEGER NOT NULL,
    reward NUMERIC(14, 2) NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (member_id, sign_day)
  )`,
  claimsTable('activity_task_claims', 'task_id', 'reward'),
  claimsTable('activity_voucher_claims', 'voucher_id', 'amount'),
  // Customer-service chat: the conversation of each member (one welcome each; an agent message counts
  // as unread until the chat page shows it, and arrives at created_at), and the chat page's tickets.
  `CREATE TABLE IF NOT EXISTS chat_messages (
    id SERIAL PRIMARY KEY,
    ${MEMBER_ID},
    kind TEXT NOT NULL CHECK (kind IN ('welcome', 'agent', 'member')),
    body TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    read_at TIMESTAMPTZ
  )`,
  `CREATE INDEX IF NOT EXISTS chat_messages_member ON chat_messages (member_id, created_at)`,
  `CREATE UNIQUE INDEX IF NOT EXISTS chat_messages_welcome ON chat_messages (member_id) WHERE kind = 'welcome'`,
  `CREATE TABLE IF NOT EXISTS chat_tickets (
    ticket_hash TEXT PRIMARY KEY,
    ${MEMBER_ID},
    merchant_code TEXT NOT NULL,
    language TEXT,
    expires_at TIMESTAMPTZ NOT NULL
  )`,
  // Push and attribution: each device's push registration token bound to a member (CSP_fcmBind), the
  // topics it follows (ALL from the bind on), and the tracking events the app reports with their
  // heartbeat and the native shell's ad ids.
  `CREATE TABLE IF NOT EXISTS push_bindings (
    registration_token TEXT NOT NULL,
    merchant_code TEXT NOT NULL,
    ${MEMBER_ID},
    bound_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (merchant_code, registration_token)
  )`,
  `CREATE INDEX IF NOT EXISTS push_bindings_member ON push_bindings (member_id)`,
  `CREATE TABLE IF NOT EXISTS push_topics (
    registration_token TEXT NOT NULL,
    merchant_code TEXT NOT NULL,
    topic TEXT NOT NULL,
    subscribed_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (merchant_code, registration_token, topic)
  )`,
  `CREATE TABLE IF NOT EXISTS tracking_events (
    id SERIAL PRIMARY KEY,
    merchant_code TEXT NOT NULL,
    member_id INTEGER REFERENCES members(id) ON DELETE SET NULL,
    name TEXT NOT NULL,
    content_id INTEGER,
    payload JSONB NOT NULL,
    heartbeat JSONB,
    ad_info JSONB,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`,
  // Native app: how each member registered (registerMethod APP, H5, PWA or WEBCLIP) and from which
  // device (the app's UUID inside the native shell).
  addMemberColumn('register_method TEXT'),
  addMemberColumn('register_device_id TEXT'),
  // Session hardening: a session's token is kept only as its SHA-256 (rows from before are hashed in place,
  // once, so live sessions survive), sessions expire when idle (last_seen_at), remember-me tokens are
  // kept hashed beside them, and a new authenticator secret waits in totp_pending_secret until its
  // first code confirms it.
  `ALTER TABLE sessions ADD COLUMN IF NOT EXISTS token_is_hash BOOLEAN NOT NULL DEFAULT FALSE`,
  `UPDATE sessions SET token = encode(sha256(convert_to(token, 'UTF8')), 'hex'), token_is_hash = TRUE WHERE NOT token_is_hash`,
  `ALTER TABLE sessions ALTER COLUMN token_is_hash SET DEFAULT TRUE`,
  `ALTER TABLE sessions ADD COLUMN IF NOT EXISTS last_seen_at TIMESTAMPTZ NOT NULL DEFAULT now()`,
  `CREATE TABLE IF NOT EXISTS remember_tokens (
    token_hash TEXT PRIMARY KEY,
    ${MEMBER_ID},
    merchant_code TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    expires_at TIMESTAMPTZ NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS remember_tokens_member_id ON remember_tokens (member_id)`,
  addMemberColumn('totp_pending_secret TEXT'),
  // Limits and captcha challenges shared by every API instance on the database: each limit's current
  // window per key (limits/sharedWindow.ts), and each challenge with its answer and the validate it earned.
  `CREATE TABLE IF NOT EXISTS limit_windows (
    bucket TEXT NOT NULL,
    key TEXT NOT NULL,
    started_at TIMESTAMPTZ NOT NULL,
    hits INTEGER NOT NULL,
    PRIMARY KEY (bucket, key)
  )`,
  `CREATE INDEX IF NOT EXISTS limit_windows_started_at ON limit_windows (started_at)`,
  `CREATE TABLE IF NOT EXISTS captcha_challenges (
    challenge TEXT PRIMARY KEY,
    merchant_code TEXT NOT NULL,
    code TEXT NOT NULL,
    validate TEXT,
    expires_at TIMESTAMPTZ NOT NULL,
    issued_at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX IF NOT EXISTS captcha_challenges_expires_at ON captcha_challenges (expires_at)`,
  // A username is one account however it is spelled (Alice and alice shared one throttle, and were two
  // accounts). A database that already holds names differing only by case keeps them, and its start log
  // names them (members.ts usernameClashes); the index comes once they are renamed.
  `DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM members GROUP BY merchant_code, lower(username) HAVING count(*) > 1) THEN
      CREATE UNIQUE INDEX IF NOT EXISTS members_username_any_case ON members (merchant_code, lower(username));
    END IF;
  END $$`,
  // The attribution a member registered with: the affiliate code and the ad ids (JSON), for the operator.
  addMemberColumn('register_affiliate TEXT'),
  addMemberColumn('register_pixel_track TEXT'),
  // Releases (releases/): each an immutable snapshot of every merchant and template file, as text, and
  // of the images under merchants/assets/ by content hash, the bytes stored once per hash. Which release
  // is served when is a separate, append-only list: a publish, a scheduled publish and a rollback each
  // add an activation, and the one served at a moment is the latest whose time has come.
  `CREATE TABLE IF NOT EXISTS release_images (
    hash TEXT PRIMARY KEY,
    content BYTEA NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS releases (
    id SERIAL PRIMARY KEY,
    published_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    published_by TEXT NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    git_commit TEXT,
    documents JSONB NOT NULL,
    images JSONB NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS release_activations (
    id SERIAL PRIMARY KEY,
    release_id INTEGER NOT NULL REFERENCES releases(id),
    active_from TIMESTAMPTZ NOT NULL,
    reason TEXT NOT NULL,
    made_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    made_by TEXT NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS release_activations_active_from ON release_activations (active_from, id)`,
  // When a publish last counted on an image being there: pruning (releases/releaseKeeping.ts) leaves an
  // image a publish in progress may be about to name.
  `ALTER TABLE release_images ADD COLUMN IF NOT EXISTS used_at TIMESTAMPTZ NOT NULL DEFAULT now()`,
];

/** Which of MIGRATIONS a database has had: the count of them, kept in one row. */
const SCHEMA_TABLE = `CREATE TABLE IF NOT EXISTS wl_schema (
    one BOOLEAN PRIMARY KEY DEFAULT TRUE CHECK (one),
    version INTEGER NOT NULL
  )`;

/** A database migrated by newer code than this: this code would not know its tables. */
export class NewerSchemaError extends Error {}

/**
 * Brings a database up to `migrations` (each statement idempotent) and records that it has; refuses one
 * already at a later version, which newer code migrated: this code would write rows it does not know.
 */
export async function migrate(query: <T>(sql: string, params?: unknown[]) => Promise<T[]>, migrations: readonly string[], describe: string): Promise<void> {
  await query(SCHEMA_TABLE);
  const [row] = await query<{ version: number }>('SELECT version FROM wl_schema');
  if (row && row.version > migrations.length)
    throw new NewerSchemaError(
      `The database (${describe}) is at schema version ${row.version}, newer than this code's ${migrations.length}: ` +
        'it was upgraded by a newer release. Run that release (or a newer one), or restore a backup taken before the upgrade.',
    );
  for (const sql of migrations) await query(sql);
  await query(
    'INSERT INTO wl_schema (one, version) VALUES (TRUE, $1) ON CONFLICT (one) DO UPDATE SET version = GREATEST(wl_schema.version, EXCLUDED.version)',
    [migrations.length],
  );
}
