/** npm run --silent jwt:keygen > jwt-private.pem: one token signing key (EC P-256, PKCS#8 PEM) for a deployment */
import { generateKeyPairSync } from "node:crypto";

const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
process.stdout.write(privateKey.export({ type: "pkcs8", format: "pem" }).toString());
