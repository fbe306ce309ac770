/**
 * Token signing keys. Production passes JWT_PRIVATE_KEY (PKCS#8 PEM, EC P-256); the embedded default
 * creates a key pair once under var/ and keeps it, so tokens survive restarts.
 */
import fs from "node:fs";
import path from "node:path";
import { calculateJwkThumbprint, exportJWK, exportPKCS8, generateKeyPair, importPKCS8, type CryptoKey, type JWK } from "jose";
import { createPublicKey } from "node:crypto";

export const JWT_ALG = "ES256";

export interface SigningKeys {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  kid: string;
  jwks: { keys: JWK[] };
}

async function fromPem(pem: string): Promise<SigningKeys> {
  const privateKey = await importPKCS8(pem, JWT_ALG, { extractable: true });
  const publicJwk = createPublicKey(pem).export({ format: "jwk" }) as JWK;
  const kid = await calculateJwkThumbprint(publicJwk);
  const { importJWK } = await import("jose");
  const publicKey = (await importJWK({ ...publicJwk, alg: JWT_ALG }, JWT_ALG)) as CryptoKey;
  return { privateKey, publicKey, kid, jwks: { keys: [{ ...publicJwk, kid, alg: JWT_ALG, use: "sig" }] } };
}

export const MISSING_SHARED_KEY = `JWT_PRIVATE_KEY is not set. With REDIS_URL or a PostgreSQL DATABASE_URL this is a deployment that may run
several instances, and a key pair made on each host would make every host refuse the others' tokens.
Create one key for the deployment and give it to every instance:
  npm run --silent jwt:keygen > jwt-private.pem
  JWT_PRIVATE_KEY_FILE=$PWD/jwt-private.pem npm start     (or JWT_PRIVATE_KEY="$(cat jwt-private.pem)")`;

/**
 * `shared`: the deployment may run several instances (Redis or PostgreSQL configured): a key of this
 * host's own would not verify elsewhere, so a configured key is required.
 */
export async function loadSigningKeys(opts: { privateKeyPem?: string; varDir: string; shared?: boolean }): Promise<SigningKeys> {
  if (opts.privateKeyPem) return fromPem(opts.privateKeyPem.replace(/\\n/g, "\n"));
  if (opts.shared) throw new Error(MISSING_SHARED_KEY);
  const file = path.join(opts.varDir, "jwt-private.pem");
  if (fs.existsSync(file)) return fromPem(fs.readFileSync(file, "utf8"));
  const { privateKey } = await generateKeyPair(JWT_ALG, { extractable: true });
  const pem = await exportPKCS8(privateKey);
  fs.mkdirSync(opts.varDir, { recursive: true });
  fs.writeFileSync(file, pem, { mode: 0o600 });
  return fromPem(pem);
}

export { exportJWK };
