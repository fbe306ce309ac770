/**
 * What an admin screen needs to edit a config section: each setting's path, label, type, options, shipped
 * default and constraints, derived from the section's zod schema (its JSON Schema, with the `title`,
 * `description` and `input` a domain or module puts in `.meta()`), and the values that apply at a scope.
 * The scopes are Magento's minus websites: `default` (scope id 0), overridden per `store`.
 */
import { z } from "zod";
import type { App } from "./kernel.ts";
import type { ScopedConfig } from "./scoped-config.ts";
import { coerceConfigValue } from "./scoped-config.ts";
import { ProblemError } from "./errors.ts";

/** how an admin screen edits a value; `input` in a field's `.meta()` picks text, secret, select, multiselect or json */
export const CONFIG_FIELD_TYPES = ["boolean", "int", "number", "string", "text", "secret", "enum", "select", "multiselect", "json"] as const;
export type ConfigFieldType = (typeof CONFIG_FIELD_TYPES)[number];

export interface ConfigFieldOption {
  value: string;
  label: string;
}

/** a settings section: a module's config, or one a domain declares (`settings` in the contract) */
export interface ConfigSectionDefinition {
  /** path prefix, e.g. "general/store_information", or a module's config prefix */
  prefix: string;
  label: string;
  // biome-ignore lint/suspicious/noExplicitAny: any object schema
  schema: z.ZodObject<any>;
  defaults: Record<string, unknown>;
  /** the choices of fields whose values are ids of records (e.g. customer groups), by key */
  options?(app: App): Promise<Record<string, ConfigFieldOption[]>>;
}

/** a section with the code of the domain or module that declares it */
export interface OwnedConfigSection extends ConfigSectionDefinition {
  owner: string;
}

/** every settings section of the app: the domains' (`settings`), then each installed module's config */
export function configSections(app: App): OwnedConfigSection[] {
  const out: OwnedConfigSection[] = [];
  for (const d of app.domains) for (const s of d.definition.settings ?? []) out.push({ ...s, owner: d.definition.code });
  for (const m of app.modules.installed) {
    const c = m.definition.config;
    out.push({
      owner: m.definition.code,
      prefix: c.prefix,
      label: m.definition.label,
      // biome-ignore lint/suspicious/noExplicitAny: a module's config schema is an object schema
      schema: c.schema as unknown as z.ZodObject<any>,
      defaults: c.defaults as unknown as Record<string, unknown>,
      options: c.fieldOptions ? () => c.fieldOptions!(m) : undefined,
    });
  }
  return out;
}

export interface ConfigFieldDescription {
  key: string;
  path: string;
  label: string;
  description: string | null;
  type: ConfigFieldType;
  /** the values an enum, select or multiselect takes (null: free input) */
  options: ConfigFieldOption[] | null;
  default: unknown;
  /** minimum, maximum, maxLength, pattern, format as the schema states them */
  constraints: Record<string, unknown>;
}

export type ConfigValueSource = "store" | "default" | "shipped";

export interface ConfigFieldState extends ConfigFieldDescription {
  /** the value stored at exactly this scope, or null (inherited) */
  value: unknown;
  effectiveValue: unknown;
  source: ConfigValueSource;
  /** what applies once this scope's value is removed */
  inheritedValue: unknown;
  inheritedSource: ConfigValueSource;
}

interface JsonSchemaProp {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchemaProp[];
  items?: JsonSchemaProp;
  title?: string;
  description?: string;
  input?: string;
  [k: string]: unknown;
}

const CONSTRAINTS = ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minLength", "maxLength", "pattern", "format"];

/** "setPasswordTtlHours" -> "Set password ttl hours", "reset_link_hours" -> "Reset link hours" */
const labelOf = (key: string) => {
  const words = key
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function typeOf(p: JsonSchemaProp, like: unknown): ConfigFieldType {
  if (p.input && (CONFIG_FIELD_TYPES as readonly string[]).includes(p.input)) return p.input as ConfigFieldType;
  if (p.type === "boolean") return "boolean";
  if (p.type === "integer") return "int";
  if (p.type === "number") return "number";
  if (p.type === "string" && p.enum) return "enum";
  if (p.type === "array") return "multiselect";
  if (p.type === "object") return "json";
  if (typeof like === "boolean") return "boolean";
  if (typeof like === "number") return Number.isInteger(like) ? "int" : "number";
  return "string";
}

/** the fields of a section, in the schema's order */
export function describeConfigSection(section: ConfigSectionDefinition): ConfigFieldDescription[] {
  const json = z.toJSONSchema(section.schema, { unrepresentable: "any", io: "input" }) as { properties?: Record<string, JsonSchemaProp> };
  return Object.entries(json.properties ?? {}).map(([key, p]) => {
    const type = typeOf(p, section.defaults[key]);
    const values = p.enum ?? p.items?.enum;
    const constraints: Record<string, unknown> = {};
    // a union (e.g. "" or an URL): the constraints of its non-empty branch
    for (const branch of [p, ...(p.anyOf ?? []).filter((b) => b.const !== "")]) {
      for (const c of CONSTRAINTS) if (branch[c] !== undefined && constraints[c] === undefined) constraints[c] = branch[c];
    }
    return {
      key,
      path: `${section.prefix}/${key}`,
      label: p.title ?? labelOf(key),
      description: p.description ?? null,
      type,
      options: values ? values.map((v) => ({ value: String(v), label: String(v) })) : null,
      default: section.defaults[key] ?? null,
      constraints,
    };
  });
}

/**
 * The section's fields with their values at a scope: the value stored at exactly that scope, the effective one
 * (store -> default scope -> shipped default) and where it comes from, and what applies once the scope's own
 * value is removed. A stored value that no longer fits the schema is shown as stored (coerced like a read).
 */
export async function configSectionState(app: App, section: ConfigSectionDefinition, scope: "default" | "store", scopeId: number): Promise<ConfigFieldState[]> {
  const config: ScopedConfig = app.config;
  const options = (await section.options?.(app)) ?? {};
  const atDefault = await config.storedAt(section.prefix, "default", 0);
  const atStore = scope === "store" ? await config.storedAt(section.prefix, "store", scopeId) : {};
  return describeConfigSection(section).map((f) => {
    const read = (raw: string | undefined) => {
      if (raw === undefined) return undefined;
      try {
        return coerceConfigValue(raw, f.default);
      } catch {
        return raw; // e.g. JSON that does not parse: shown as stored
      }
    };
    const store = read(atStore[f.key]);
    const def = read(atDefault[f.key]);
    const inherited: [unknown, ConfigValueSource] = scope === "store" && def !== undefined ? [def, "default"] : [f.default, "shipped"];
    const here = scope === "store" ? store : def;
    return {
      ...f,
      options: options[f.key] ?? f.options,
      value: here ?? null,
      effectiveValue: here !== undefined ? here : inherited[0],
      source: here !== undefined ? scope : inherited[1],
      inheritedValue: inherited[0],
      inheritedSource: inherited[1],
    };
  });
}

/**
 * Checks a value about to be written under a domain's declared section against that section's schema (422 with
 * a field error); paths no section declares pass (modules' settings are checked by the module registry).
 */
export function validateDomainSetting(app: App, path: string, raw: string): void {
  for (const d of app.domains) {
    for (const s of d.definition.settings ?? []) {
      if (!path.startsWith(`${s.prefix}/`)) continue;
      const key = path.slice(s.prefix.length + 1);
      const field = s.schema.shape[key] as z.ZodType | undefined;
      if (!field) return;
      const like = s.defaults[key];
      if (typeof like === "boolean" && !["0", "1", "true", "false"].includes(raw)) {
        throw new ProblemError(422, "invalid", `${path} takes 1 or 0`, { errors: [{ field: "value", code: "invalid_type", message: "1 or 0" }] });
      }
      const r = field.safeParse(coerceConfigValue(raw, like));
      if (!r.success) {
        throw new ProblemError(422, "invalid", `Invalid value for ${path}`, {
          errors: r.error.issues.map((i) => ({ field: "value", code: i.code, message: i.message })),
        });
      }
      return;
    }
  }
}

/** whether a config path's field is declared a secret (`input: "secret"`): its values are never shown or logged */
export function isSecretConfigPath(app: App, path: string): boolean {
  const at = path.lastIndexOf("/");
  const section = configSections(app).find((s) => s.prefix === path.slice(0, at));
  return !!section && describeConfigSection(section).some((f) => f.key === path.slice(at + 1) && f.type === "secret");
}
