// The local stand-in for Geetest's servers: challenges live in memory only (a restart simply asks
// players to check again), each with a 4-digit puzzle. Answering it earns a `validate` string, and
// the validate, sent with a login, SMS or registration call, is accepted once.
//
// This is not a bot check (the puzzle's code is served in clear): it gives every captcha flow of the
// front end something real to talk to offline, with Geetest's shapes and single-use rules.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../http/errors.ts';

/** A challenge is good for 10 minutes after it is issued, and again for 10 minutes once answered. */
export const CHALLENGE_TTL_MS = 10 * 60_000;
/** Unanswered challenges are dropped oldest first beyond this, so a flood of requests cannot fill memory. */
export const MAX_LIVE_CHALLENGES = 50_000;
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

interface Entry {
  merchantCode: string;
  code: string;
  validated: boolean;
  expiresAt: number;
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

export class ChallengeStore {
  private readonly entries = new Map<string, Entry>();
  // Per process: a validate from an earlier run is worthless anyway, its challenge being gone.
  private readonly secret = randomBytes(32);

  constructor(private readonly now: () => number = Date.now) {}

  issue(merchantCode: string): Puzzle {
    this.sweep();
    const challenge = randomBytes(16).toString('hex');
    const code = String(randomInt(0, 10_000)).padStart(4, '0');
    this.entries.set(challenge, { merchantCode, code, validated: false, expiresAt: this.now() + CHALLENGE_TTL_MS });
    return { challenge, code };
  }

  /** The code to show for a challenge still waiting for its answer. */
  puzzleCode(challenge: string): string {
    const entry = this.live(challenge);
    if (!entry || entry.validated) throw expired();
    return entry.code;
  }

  /**
   * The validate for the right code. A wrong code may be retried (the player mistyped); a challenge
   * already answered is not answered again.
   */
  check(challenge: string, answer: unknown): string {
    const entry = this.live(challenge);
    if (!entry || entry.validated) throw expired();
    const typed = typeof answer === 'string' || typeof answer === 'number' ? String(answer).trim() : '';
    if (typed !== entry.code) throw wrongAnswer();
    // Re-inserted so the oldest-first eviction counts from the answer, not the issue.
    this.entries.delete(challenge);
    this.entries.set(challenge, { ...entry, validated: true, expiresAt: this.now() + CHALLENGE_TTL_MS });
    return this.validateOf(challenge);
  }

  /** True once for an answered challenge of this merchant whose proof carries the right validate. */
  consume(merchantCode: string, proof: CaptchaProof): boolean {
    const parts = proofParts(proof);
    if (!parts) return false;
    const entry = this.live(parts.challenge);
    if (!entry || !entry.validated || entry.merchantCode !== merchantCode) return false;
    if (!sameText(parts.validate, this.validateOf(parts.challenge))) return false;
    this.entries.delete(parts.challenge);
    return true;
  }

  private validateOf(challenge: string): string {
    return createHmac('sha256', this.secret).update(challenge).digest('hex');
  }

  private live(challenge: string): Entry | undefined {
    const entry = this.entries.get(challenge);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(challenge);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    const now = this.now();
    for (const [challenge, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(challenge);
    for (const challenge of this.entries.keys()) {
      if (this.entries.size < MAX_LIVE_CHALLENGES) break;
      this.entries.delete(challenge);
    }
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

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The process's challenges: the captcha routes issue and check them, requireCaptcha consumes them. */
export const challenges = new ChallengeStore();
