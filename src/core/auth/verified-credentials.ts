/**
 * Credentials that verified a moment ago, so that the next call with exactly the same secret skips the
 * password hash. Only an HMAC of the credential is kept, under a random key of this process, and compared
 * in constant time: a match tells a guesser nothing a 200 would not. An entry counts only while the
 * stored hash it verified against is still the row's (a new password or secret ends it on every instance,
 * since each reads the row), and a caller that finds the account gone or disabled forgets it.
 * Simultaneous attempts with the same credential share one hash.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { dummyHash, verifyPassword } from "./password.ts";

export type CredentialKind = "customer" | "admin" | "api_user";

interface Entry {
  mac: Buffer;
  storedHash: string;
  until: number;
}

export class VerifiedCredentials {
  private readonly key = randomBytes(32);
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<boolean>>();

  constructor(
    private readonly ttlMs = 10 * 60_000,
    private readonly maxEntries = 10_000,
  ) {}

  private mac(kind: CredentialKind, principal: string, secret: string): Buffer {
    return createHmac("sha256", this.key).update(`${kind}\0${principal}\0${secret}`).digest();
  }

  /** true when this very secret verified within the TTL (whether against the row's current hash is for `remembered`) */
  mayBeRemembered(kind: CredentialKind, principal: string, secret: string): boolean {
    const e = this.entries.get(`${kind}\0${principal}`);
    return !!e && e.until > Date.now() && timingSafeEqual(e.mac, this.mac(kind, principal, secret));
  }

  /** true when exactly this secret verified against `storedHash` within the TTL */
  remembered(kind: CredentialKind, principal: string, secret: string, storedHash: string): boolean {
    const e = this.entries.get(`${kind}\0${principal}`);
    if (!e || e.until <= Date.now()) return false;
    const same = timingSafeEqual(e.mac, this.mac(kind, principal, secret));
    if (!same || e.storedHash !== storedHash) return false;
    // sliding: a client that keeps calling (the storefront worker) never has to hash again while the row stays
    e.until = Date.now() + this.ttlMs;
    return true;
  }

  /** the verification of this very credential that is running now, if any */
  pending(kind: CredentialKind, principal: string, secret: string): Promise<boolean> | undefined {
    return this.inFlight.get(this.flightKey(kind, principal, secret));
  }

  /**
   * hashes the secret against `storedHash` (a dummy hash of the same cost when there is none) in the hash
   * gate's lane of the client `address` and the account; remembers a success
   */
  verify(kind: CredentialKind, principal: string, secret: string, storedHash: string | null, address?: string): Promise<boolean> {
    const key = this.flightKey(kind, principal, secret);
    const running = this.inFlight.get(key);
    if (running) return running;
    const p = (async () => {
      const ok = await verifyPassword(secret, storedHash ?? (await dummyHash()), { address, account: `${kind}:${principal}` });
      if (ok && storedHash) this.remember(kind, principal, secret, storedHash);
      return ok && !!storedHash;
    })().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, p);
    return p;
  }

  forget(kind: CredentialKind, principal: string): void {
    this.entries.delete(`${kind}\0${principal}`);
  }

  clear(): void {
    this.entries.clear();
  }

  private remember(kind: CredentialKind, principal: string, secret: string, storedHash: string) {
    const id = `${kind}\0${principal}`;
    this.entries.delete(id);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(id, { mac: this.mac(kind, principal, secret), storedHash, until: Date.now() + this.ttlMs });
  }

  private flightKey(kind: CredentialKind, principal: string, secret: string) {
    return this.mac(kind, principal, secret).toString("base64");
  }
}
