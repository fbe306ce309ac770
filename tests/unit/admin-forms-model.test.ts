/**
 * The console's form builder model (admin/src/screens/forms/model.ts) against the custom-forms module's own
 * validation: a draft becomes the input the module accepts, a saved form comes back as the same draft, and the
 * module's refusals (zod paths, `input.code`) land on the builder's input paths with the names a merchant reads.
 */
import { describe, expect, it } from "vitest";
import { formInputSchema } from "../../src/modules/custom-forms/fields.ts";
import { fieldErrorsFromZod } from "../../src/core/errors.ts";
import {
  csvFileName,
  describePath,
  type Draft,
  draftOf,
  embedSnippet,
  emptyDraft,
  errorsByPath,
  inputOf,
  localErrors,
  move,
  newField,
} from "../../admin/src/screens/forms/model.ts";

function sample(): Draft {
  const d = { ...emptyDraft(), code: "quote", title: " Quote request ", recipients: "a@shop.example, b@shop.example\nc@shop.example" };
  const company = { ...newField([]), key: "company", label: "Company", required: true, maxLength: "120" };
  const size = { ...newField([company], "select"), key: "size", label: "Size", options: [{ value: "s", label: "Small" }] };
  const ref = { ...newField([company, size]), key: "ref", label: "Reference", pattern: "[A-Z]{2}-[0-9]{4}", min: "3" };
  const qty = { ...newField([company, size, ref], "number"), key: "qty", label: "Quantity", min: "1", max: "500", pattern: "ignored" };
  return { ...d, fields: [company, size, ref, qty] };
}

describe("the form builder's model", () => {
  it("turns a draft into an input the module accepts, keeping only the validation each type takes", () => {
    const input = inputOf(sample());
    const parsed = formInputSchema.safeParse(input);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(input.title).toBe("Quote request");
    expect(input.recipients).toEqual(["a@shop.example", "b@shop.example", "c@shop.example"]);
    expect(input.fields.map((f) => [f.key, f.validation, f.options])).toEqual([
      ["company", { minLength: null, maxLength: 120, pattern: null, min: null, max: null }, null],
      ["size", null, [{ value: "s", label: "Small" }]],
      // min/max are a number's; a pattern is text's
      ["ref", { minLength: null, maxLength: null, pattern: "[A-Z]{2}-[0-9]{4}", min: null, max: null }, null],
      ["qty", { minLength: null, maxLength: null, pattern: null, min: 1, max: 500 }, null],
    ]);
  });

  it("a saved form comes back as the draft it was made from", () => {
    const input = inputOf(sample());
    const saved = {
      __typename: "CustomForm" as const,
      id: 7,
      createdAt: "",
      updatedAt: "",
      code: input.code,
      title: input.title,
      active: input.active ?? true,
      storeIds: input.storeIds ?? [],
      successMessage: input.successMessage ?? "",
      recipients: input.recipients ?? [],
      fields: input.fields.map((f) => ({
        key: f.key,
        type: f.type,
        label: f.label,
        placeholder: f.placeholder ?? null,
        required: f.required ?? false,
        options: f.options ?? [],
        validation: f.validation ?? null,
      })),
    };
    expect(inputOf(draftOf(saved))).toEqual(input);
  });

  it("puts the module's refusals on the builder's paths and names them as the builder does", () => {
    const d = sample();
    const bad = inputOf({ ...d, code: "Not OK", recipients: "a@shop.example not-an-address" });
    bad.fields[2]!.validation = { pattern: "(?=SR)[A-Z]{2}" };
    bad.fields[1]!.options = [];
    const r = formInputSchema.safeParse(bad);
    expect(r.success).toBe(false);
    const byPath = errorsByPath(fieldErrorsFromZod(r.error!.issues, "input"));
    expect([...byPath.keys()].sort()).toEqual(["code", "fields.1.options", "fields.2.validation.pattern", "recipients"]);
    expect(byPath.get("fields.2.validation.pattern")?.[0]).toMatch(/RE2/);
    expect(describePath("fields.2.validation.pattern", d)).toEqual({ label: "Field 3 “Reference”: Pattern", inputId: `ff-${d.fields[2]!.uid}-pattern` });
    expect(describePath("fields.1.options", d)).toEqual({ label: "Field 2 “Size”: Options", inputId: null });
    // the module's 409 names input.code
    expect([...errorsByPath([{ field: "input.code", code: "taken", message: "already used" }]).keys()]).toEqual(["code"]);
    expect(describePath("code", d)).toEqual({ label: "Code", inputId: "form-code" });
  });

  it("says a typed non-number before the round trip", () => {
    const d = sample();
    d.fields[3] = { ...d.fields[3]!, max: "lots" };
    expect([...localErrors(d).keys()]).toEqual(["fields.3.validation.max"]);
    expect(localErrors(sample()).size).toBe(0);
  });

  it("moves, names new fields uniquely, and makes the snippet and the CSV file name", () => {
    expect(move(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(move(["a", "b", "c"], 0, 3)).toEqual(["a", "b", "c"]);
    const one = newField([]);
    expect(newField([one, { ...newField([one]), key: "field3" }]).key).toBe("field4");
    expect(embedSnippet("quote")).toBe('{{block type="customforms/form" form_code="quote"}}\n<div data-maho-form="quote"></div>');
    expect(csvFileName("quote", new Date("2026-03-04T10:00:00Z"))).toBe("quote-submissions-2026-03-04.csv");
  });
});
