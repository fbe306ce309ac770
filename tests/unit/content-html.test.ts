/**
 * CMS content as stored (src/content/content-html.ts): the merchant-HTML sanitiser's work, plus the custom forms'
 * marker kept where it is text, and never put back inside a tag or an attribute value.
 */
import { describe, expect, it } from "vitest";
import { sanitizeContent } from "../../src/content/content-html.ts";

const DIRECTIVE = '{{block type="customforms/form" form_code="trade-account"}}';

describe("sanitizeContent", () => {
  it("keeps the directive and the form's marker; drops scripts, handlers and javascript: URLs", () => {
    const out = sanitizeContent(
      `<p onclick="x()">Hi</p>${DIRECTIVE}\n<div data-maho-form="trade-account"></div><script>alert(1)</script><a href="javascript:alert(1)">a</a>`,
    );
    expect(out).toBe(`<p>Hi</p>${DIRECTIVE}\n<div data-maho-form="trade-account"></div><a>a</a>`);
  });

  it("a marker inside an attribute, a script or with a code that is not plain stays inert", () => {
    const out = sanitizeContent(
      `<img alt='<div data-maho-form="onerror"></div>' src="https://x.example/a.png"><script><div data-maho-form="a"></div></script><div data-maho-form="a b"></div><div data-maho-form="c" onclick="x()"></div>`,
    );
    expect(out).not.toMatch(/data-maho-form|onclick|\sonerror=|<script/);
    expect(out).toContain('<img alt="form:onerror" src="https://x.example/a.png" />');
  });

  it("private-use sentinels typed by the merchant cannot forge a marker", () => {
    expect(sanitizeContent("<p>\uE000form:evil\uE000</p>")).toBe("<p>form:evil</p>");
  });
});
