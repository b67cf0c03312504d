// The schema, brought up to date at every start. Each statement is idempotent, so running them on an
// existing database is harmless; a later change appends statements rather than editing these.
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
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    merchant_code TEXT NOT NULL,
    ip TEXT,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    expires_at TIMESTAMPTZ NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS sessions_member_id ON sessions (member_id)`,
  `CREATE TABLE IF NOT EXISTS deposits (
    id SERIAL PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
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
  `ALTER TABLE members ADD COLUMN IF NOT EXISTS email TEXT`,
  `ALTER TABLE members ADD COLUMN IF NOT EXISTS payee_name TEXT`,
  `ALTER TABLE members ADD COLUMN IF NOT EXISTS last_login_ip TEXT`,
  `ALTER TABLE members ADD COLUMN IF NOT EXISTS password_is_default BOOLEAN NOT NULL DEFAULT FALSE`,
  `CREATE INDEX IF NOT EXISTS members_mobile ON members (merchant_code, mobile_num)`,
  // Phone and social sign-in: the identity provider's user id.
  `ALTER TABLE members ADD COLUMN IF NOT EXISTS firebase_uid TEXT`,
];
