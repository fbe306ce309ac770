/**
 * API users' secrets: long random strings that a machine sends with every request (the storefront worker's
 * syncs), so they are stored the way API keys are, with a keyed hash that costs microseconds rather than a
 * password hash: HMAC-SHA256 under a server-side key, compared in constant time. The right secret is then
 * checked on every request and never refused by a budget; only the wrong attempts are counted
 * (context.ts, attempt-limits.ts).
 *
 * The key is derived (HKDF-SHA256) from the token signing key, which every instance of a deployment shares
 * already (JWT_PRIVATE_KEY, or var/jwt-private.pem in one process), unless API_USER_SECRET_KEY gives one of
 * its own (at least 32 bytes, hex or base64). The MAC lives in a column of its own, `ApiUser.secretMac`:
 *
 *     hmac-sha256$<key id>$<which password hash>$<mac over that password hash and the secret>
 *
 * beside `secretHash`, which stays the password hash (scrypt) it always was, so an instance of an earlier
 * release (a rolling deploy, a rollback) still verifies the secret its way. The MAC names the password hash it
 * was made beside, so a new secret written to `secretHash` alone (by hand, by an older release) leaves a MAC
 * that no longer counts. A row without a MAC that counts (written before, for another password hash, or under
 * another key) is verified once the slow way, under the password budgets, and given one.
 */
import { createHash, createHmac, hkdfSync, KeyObject, randomBytes, timingSafeEqual } from "node:crypto";
import type { SigningKeys } from "./keys.ts";

const PREFIX = "hmac-sha256$";

export type KeyedCheck =
  /** the row holds a MAC under this key: `ok` is the answer, cheap, whatever the secret */
  | { keyed: true; ok: boolean }
  /** no MAC under this key: the password hash (`secretHash`) is to be verified, once */
  | { keyed: false };

export class ApiSecrets {
  readonly keyId: string;
  private readonly dummy: Buffer;

  constructor(private readonly key: Buffer) {
    if (key.length < 32) throw new Error("the API user secret key must have at least 32 bytes");
    this.keyId = createHash("sha256").update("api-user-secret-key\0").update(key).digest().subarray(0, 9).toString("base64url");
    this.dummy = this.mac(randomBytes(24).toString("base64url"), "");
  }

  private mac(secret: string, slow: string): Buffer {
    return createHmac("sha256", this.key).update(slow).update("\0").update(secret.normalize("NFKC")).digest();
  }

  /** names a password hash without saying anything about the secret (a MAC of the hash alone) */
  private hashId(slow: string): string {
    return createHmac("sha256", this.key).update("password-hash\0").update(slow).digest().subarray(0, 12).toString("base64url");
  }

  /** the `secretMac` of a secret whose password hash (`secretHash`) is `slow` */
  stored(secret: string, slow: string): string {
    return `${PREFIX}${this.keyId}$${this.hashId(slow)}$${this.mac(secret, slow).toString("base64url")}`;
  }

  /**
   * checks `secret` against a row (`secretMac` beside `secretHash`). No row (no such user, or inactive): compares
   * against a dummy MAC so the answer takes as long, and is false.
   */
  check(secret: string, row: { secretMac: string | null; secretHash: string } | null | undefined): KeyedCheck {
    if (!row) {
      timingSafeEqual(this.mac(secret, ""), this.dummy);
      return { keyed: true, ok: false };
    }
    const stored = row.secretMac ?? "";
    if (!stored.startsWith(PREFIX)) return { keyed: false };
    const [keyId = "", hashId = "", want = ""] = stored.slice(PREFIX.length).split("$");
    // made under another key, or beside another password hash (a secret set since): it does not count
    if (keyId !== this.keyId || hashId !== this.hashId(row.secretHash)) return { keyed: false };
    const mac = this.mac(secret, row.secretHash);
    const expected = Buffer.from(want, "base64url");
    return { keyed: true, ok: expected.length === mac.length && timingSafeEqual(expected, mac) };
  }
}

/** `API_USER_SECRET_KEY` (hex or base64, at least 32 bytes), else a key derived from the token signing key */
export function apiSecretsFrom(keys: Pick<SigningKeys, "privateKey">, configured?: string): ApiSecrets {
  if (configured) {
    const v = configured.trim();
    const key = /^[0-9a-f]+$/i.test(v) && v.length % 2 === 0 ? Buffer.from(v, "hex") : Buffer.from(v, "base64");
    if (key.length < 32) throw new Error("API_USER_SECRET_KEY must hold at least 32 bytes (64 hex digits, or base64)");
    return new ApiSecrets(key);
  }
  const der = KeyObject.from(keys.privateKey).export({ type: "pkcs8", format: "der" });
  return new ApiSecrets(Buffer.from(hkdfSync("sha256", der, Buffer.alloc(0), "b2b-trade api user secrets v1", 32)));
}

const memo = new WeakMap<object, ApiSecrets>();
/** one per app (its signing key and settings) */
export function apiSecretsOf(app: { keys: Pick<SigningKeys, "privateKey">; settings: { apiUserSecretKey?: string } }): ApiSecrets {
  let s = memo.get(app);
  if (!s) {
    s = apiSecretsFrom(app.keys, app.settings.apiUserSecretKey);
    memo.set(app, s);
  }
  return s;
}
