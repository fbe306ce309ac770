/**
 * TokenService keeps the tokens it verified until they expire (by a hash of the token): the same token verifies to
 * the same claims, an expired one is refused even after it was kept, and a token differing by a byte is checked anew.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSigningKeys } from "../../src/core/auth/keys.ts";
import { TokenService } from "../../src/core/auth/tokens.ts";

describe("TokenService: verified tokens kept until they expire", () => {
  it("answers a kept token's claims, refuses it once expired, and checks a tampered copy", async () => {
    const varDir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-tokens-"));
    try {
      const tokens = new TokenService(await loadSigningKeys({ varDir }), { customer: 2, admin: 60 });
      const t = await tokens.signCustomer({ customerId: 7, storeId: 1, generation: 3 });
      const first = await tokens.verify(t);
      expect(first).toMatchObject({ kind: "customer", claims: { customerId: 7, storeId: 1, generation: 3 } });
      expect(await tokens.verify(t)).toEqual(first);
      // the signature's last character changed: not the kept token
      const tampered = t.slice(0, -2) + (t.at(-2) === "A" ? "B" : "A") + t.at(-1);
      expect(await tokens.verify(tampered)).toBeNull();
      // expiry is checked on every use, kept or not
      await new Promise((r) => setTimeout(r, 3100));
      expect(await tokens.verify(t)).toBeNull();
    } finally {
      fs.rmSync(varDir, { recursive: true, force: true });
    }
  });
});
