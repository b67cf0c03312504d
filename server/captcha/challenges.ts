// The local stand-in for Geetest's servers: challenges live in the database, so one issued by an API
// instance is answered and spent on any other (a restart of all of them keeps them too), each with a
// 4-digit puzzle. Answering it earns a `validate` string, and the validate, sent with a login, SMS or
// registration call, is accepted once: spending it is one statement, which only one instance can win.
//
// This is not a bot check (the puzzle's code is served in clear): it gives every captcha flow of the
// front end something real to talk to offline, with Geetest's shapes and single-use rules.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../db/types.ts';
import { HttpError } from '../http/errors.ts';
import { askShared, clockParam } from '../limits/sharedWindow.ts';

/** A challenge is good for 10 minutes after it is issued, and again for 10 minutes once answered. */
export const CHALLENGE_TTL_MS = 10 * 60_000;
/** Unanswered challenges are dropped oldest first beyond this, so a flood of requests cannot fill the table. */
export const MAX_LIVE_CHALLENGES = 50_000;
/** How many challenges an instance issues between two sweeps of the table. */
const SWEEP_EVERY = 500;
/** The suffix Geetest v3 appends to the validate to make the seccode. */
export const SECCODE_SUFFIX = '|jordan';

export interface Puzzle {
  /** 32 hex characters. */
  challenge: string;
  /** The 4 digits the player types. */
  code: string;
}

/** The captcha fields of a request body: Geetest v3's pair, or v4's JSON string. */
export interface CaptchaProof {
  geetestChallenge?: unknown;
  geetestSeccode?: unknown;
  geetestValidateV4?: unknown;
}

const given = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** Which proof a body carries (v4 when it carries both), or undefined for none. */
export function proofVersion(proof: CaptchaProof): 'v3' | 'v4' | undefined {
  if (given(proof.geetestValidateV4)) return 'v4';
  if (given(proof.geetestChallenge) || given(proof.geetestSeccode)) return 'v3';
  return undefined;
}

export const expired = () => new HttpError(400, 'captcha.expired', 'The check has expired, please start again');
export const wrongAnswer = () => new HttpError(400, 'captcha.wrong', 'The characters do not match');

/** A validate is kept as its SHA-256: the table never holds what a proof must show. */
const hashOf = (validate: string) => createHash('sha256').update(validate).digest('hex');

/** The time of a decision: the database's clock, or a test's ($1). */
const AT = 'COALESCE($1::timestamptz, now())';

export class ChallengeStore {
  private issued = 0;

  constructor(
    private readonly db: Db,
    /** Tests move time; in service the database's clock decides. */
    private readonly now?: () => number,
  ) {}

  private at(): string | null {
    return clockParam(this.now);
  }

  private ask<T>(sql: string, params: unknown[]): Promise<T[]> {
    return askShared<T>(this.db, sql, params);
  }

  async issue(merchantCode: string): Promise<Puzzle> {
    if (this.issued++ % SWEEP_EVERY === 0) await this.sweep();
    const challenge = randomBytes(16).toString('hex');
    const code = String(randomInt(0, 10_000)).padStart(4, '0');
    await this.ask(
      `INSERT INTO captcha_challenges (challenge, merchant_code, code, expires_at, issued_at) VALUES ($2, $3, $4, ${AT} + ($5::double precision * interval '1 millisecond'), ${AT})`,
      [this.at(), challenge, merchantCode, code, CHALLENGE_TTL_MS],
    );
    return { challenge, code };
  }

  /** The code to show for a challenge still waiting for its answer. */
  async puzzleCode(challenge: string): Promise<string> {
    const [live] = await this.ask<{ code: string }>(`SELECT code FROM captcha_challenges WHERE challenge = $2 AND validate IS NULL AND expires_at > ${AT}`, [
      this.at(),
      challenge,
    ]);
    if (!live) throw expired();
    return live.code;
  }

  /**
   * The validate for the right code. A wrong code may be retried (the player mistyped); a challenge
   * already answered is not answered again.
   */
  async check(challenge: string, answer: unknown): Promise<string> {
    const typed = typeof answer === 'string' || typeof answer === 'number' ? String(answer).trim() : '';
    const validate = randomBytes(32).toString('hex');
    const answered = await this.ask(
      `UPDATE captcha_challenges SET validate = $4, expires_at = ${AT} + ($5::double precision * interval '1 millisecond')
        WHERE challenge = $2 AND code = $3 AND validate IS NULL AND expires_at > ${AT} RETURNING challenge`,
      [this.at(), challenge, typed, hashOf(validate), CHALLENGE_TTL_MS],
    );
    if (answered.length > 0) return validate;
    await this.puzzleCode(challenge);
    throw wrongAnswer();
  }

  /** True once for an answered challenge of this merchant whose proof carries the right validate. */
  async consume(merchantCode: string, proof: CaptchaProof): Promise<boolean> {
    const parts = proofParts(proof);
    if (!parts) return false;
    const spent = await this.ask(
      `DELETE FROM captcha_challenges WHERE challenge = $2 AND merchant_code = $3 AND validate = $4 AND expires_at > ${AT} RETURNING challenge`,
      [this.at(), parts.challenge, merchantCode, hashOf(parts.validate)],
    );
    return spent.length > 0;
  }

  /** Drops expired challenges, and the oldest unanswered ones beyond the cap. */
  private async sweep(): Promise<void> {
    await this.ask(`DELETE FROM captcha_challenges WHERE expires_at <= ${AT}`, [this.at()]);
    await this.ask(
      `DELETE FROM captcha_challenges WHERE challenge IN (SELECT challenge FROM captcha_challenges WHERE validate IS NULL ORDER BY issued_at DESC OFFSET $1)`,
      [MAX_LIVE_CHALLENGES],
    );
  }
}

/** The challenge a proof answers (v3's challenge, v4's lot number); undefined when it is malformed. */
export const proofChallenge = (proof: CaptchaProof): string | undefined => proofParts(proof)?.challenge;

/** The challenge and validate a proof claims; undefined when it is malformed. */
function proofParts(proof: CaptchaProof): { challenge: string; validate: string } | undefined {
  if (proofVersion(proof) === 'v4') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(proof.geetestValidateV4 as string);
    } catch {
      return undefined;
    }
    if (parsed === null || typeof parsed !== 'object') return undefined;
    // pass_token, gen_time and captcha_id travel as Geetest sends them; only these two are checked here.
    const { lot_number, captcha_output } = parsed as Record<string, unknown>;
    return given(lot_number) && given(captcha_output) ? { challenge: lot_number, validate: captcha_output } : undefined;
  }
  const { geetestChallenge, geetestSeccode } = proof;
  if (!given(geetestChallenge) || !given(geetestSeccode) || !geetestSeccode.endsWith(SECCODE_SUFFIX)) return undefined;
  return { challenge: geetestChallenge, validate: geetestSeccode.slice(0, -SECCODE_SUFFIX.length) };
}
