/** Issue 21, item 3: the backend's GET / page escapes what it is given and allows nothing but its own style. */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { LANDING_CSP, landingPage } from "../../src/http/landing-page.ts";

describe("the backend's landing page", () => {
  it("escapes the storefront URL and module names; the CSP allows only the page's own style, by hash", async () => {
    const page = await landingPage({
      title: "B2B trade API",
      modules: [{ code: "x<y", name: `<script>alert(1)</script>` }],
      storefrontUrl: `http://shop.test/"><script>alert(2)</script>`,
    });
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).toContain(`href="http://shop.test/&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;"`);
    expect(page).toContain(`href="/api/rest/v2/b2b/x%3Cy/config"`);
    const style = /<style>([^<]*)<\/style>/.exec(page)![1]!;
    expect(LANDING_CSP).toContain(`style-src 'sha256-${createHash("sha256").update(style).digest("base64")}'`);
    expect(LANDING_CSP).toMatch(/^default-src 'none'/);
    expect(page).not.toMatch(/(src|href)="(https?:)?\/\/(?!shop\.test)/);
  });
});
