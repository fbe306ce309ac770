import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { hashGateFromEnv, type HashLane } from "./hash-gate.ts";

/** one per process: the thread pool it protects is the process's */
export const hashGate = hashGateFromEnv();

const scrypt = (pw: string, salt: Buffer, keylen: number, opts: ScryptOptions, lane?: HashLane) =>
  hashGate.run(() => new Promise<Buffer>((resolve, reject) => scryptCb(pw, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key)))), lane);

/**
 * OWASP's minimum for scrypt (Password Storage Cheat Sheet): N=2^17, r=8, p=1 (128 MiB, ~0.3 s a hash).
 * `PASSWORD_SCRYPT_LOG_N` may raise N; only a test run (NODE_ENV=test) may lower it, so that suites which
 * hash hundreds of passwords stay fast without weakening a deployment.
 */
export function scryptParams(env: NodeJS.ProcessEnv = process.env): { N: number; r: number; p: number } {
  const min = env.NODE_ENV === "test" ? 10 : 17;
  const logN = env.PASSWORD_SCRYPT_LOG_N ? Number(env.PASSWORD_SCRYPT_LOG_N) : 17;
  if (!Number.isInteger(logN) || logN < min || logN > 20) throw new Error(`PASSWORD_SCRYPT_LOG_N must be an integer from ${min} to 20`);
  return { N: 2 ** logN, r: 8, p: 1 };
}
export const SCRYPT_PARAMS = Object.freeze(scryptParams());
const KEYLEN = 32;
/** an admin's password: the bootstrap admin's, the CLI's and the console's password change */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;
/** what one verification may allocate: 128 * N * r for the current parameters, with room */
const MAX_MEM = 256 * 1024 * 1024;
/** stored hashes naming a larger cost are refused rather than computed (a row cannot make us allocate gigabytes) */
const MAX_N = 2 ** 20;

/** `scrypt$N$r$p$salt$hash` (base64url parts); `lane`: who asks, for the hash gate's fair share */
export async function hashPassword(password: string, lane?: HashLane): Promise<string> {
  const { N, r, p } = SCRYPT_PARAMS;
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize("NFKC"), salt, KEYLEN, { N, r, p, maxmem: MAX_MEM }, lane);
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

function parse(stored: string) {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [, n, rr, pp, salt, hash] = parts as [string, string, string, string, string, string];
  const N = Number(n);
  const r = Number(rr);
  const p = Number(pp);
  if (!Number.isInteger(N) || N < 2 || N > MAX_N || (N & (N - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  return { N, r, p, salt: Buffer.from(salt, "base64url"), hash: Buffer.from(hash, "base64url") };
}

export async function verifyPassword(password: string, stored: string, lane?: HashLane): Promise<boolean> {
  const h = parse(stored);
  if (!h) return false;
  const key = await scrypt(password.normalize("NFKC"), h.salt, h.hash.length, { N: h.N, r: h.r, p: h.p, maxmem: MAX_MEM }, lane);
  return key.length === h.hash.length && timingSafeEqual(key, h.hash);
}

/** true when a stored hash was made with weaker parameters than today's: rehash it at the next successful login */
export function needsRehash(stored: string): boolean {
  const h = parse(stored);
  return !h || h.N < SCRYPT_PARAMS.N || h.r < SCRYPT_PARAMS.r || h.p < SCRYPT_PARAMS.p;
}

/** A hash of a random password: verifying against it costs the same as a real one (no user-enumeration timing). */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  // a refusal (hashing busy) is not remembered
  dummy ??= hashPassword(randomBytes(16).toString("hex")).catch((e: unknown) => {
    dummy = undefined;
    throw e;
  });
  return dummy;
}
