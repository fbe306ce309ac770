/**
 * GraphQL for the admin's settings screen: every settings section (the domains' and each installed module's
 * config) with its fields' metadata and the values at a scope, inherited or not. Edits go through
 * configValueSet (value null removes the scope's own value: the inherited one applies again).
 */
import type { Builder } from "../core/schema-builder.ts";
import { ProblemError } from "../core/errors.ts";
import {
  CONFIG_FIELD_TYPES,
  configSections,
  configSectionState,
  type ConfigFieldOption,
  type ConfigFieldState,
  type OwnedConfigSection,
} from "../core/config-fields.ts";

interface SectionDto {
  section: OwnedConfigSection;
  fields: ConfigFieldState[];
}

/** returns the ConfigScope enum (default, store), which configValueSet takes too */
export function registerConfigSettingsSchema(builder: Builder) {
  const ConfigScope = builder.enumType("ConfigScope", { values: ["default", "store"] as const });
  const FieldType = builder.enumType("ConfigFieldType", { values: CONFIG_FIELD_TYPES });
  const Source = builder.enumType("ConfigValueSource", {
    values: {
      store: { description: "set at this store view" },
      default: { description: "set at the default scope" },
      shipped: { description: "nobody set it: the shipped default" },
    } as const,
  });
  const Option = builder.objectRef<ConfigFieldOption>("ConfigFieldOption").implement({
    fields: (t) => ({ value: t.exposeString("value"), label: t.exposeString("label") }),
  });
  const Field = builder.objectRef<ConfigFieldState>("ConfigSetting").implement({
    description: "one setting at a scope: what it is, what is set exactly here, and what applies",
    fields: (t) => ({
      path: t.exposeString("path", { description: "what configValueSet takes" }),
      key: t.exposeString("key"),
      label: t.exposeString("label"),
      description: t.exposeString("description", { nullable: true }),
      type: t.field({ type: FieldType, resolve: (f) => f.type }),
      options: t.field({ type: [Option], nullable: true, description: "the choices of an enum, select or multiselect", resolve: (f) => f.options }),
      default: t.expose("default", { type: "JSON", nullable: true, description: "the shipped default" }),
      constraints: t.expose("constraints", { type: "JSON", description: "minimum, maximum, maxLength, pattern, format from the schema" }),
      value: t.expose("value", { type: "JSON", nullable: true, description: "the value set at exactly this scope; null: inherited" }),
      effectiveValue: t.expose("effectiveValue", { type: "JSON", nullable: true }),
      source: t.field({ type: Source, description: "where the effective value comes from", resolve: (f) => f.source }),
      inheritedValue: t.expose("inheritedValue", { type: "JSON", nullable: true, description: "what applies once this scope's value is removed" }),
      inheritedSource: t.field({ type: Source, resolve: (f) => f.inheritedSource }),
    }),
  });
  const Section = builder.objectRef<SectionDto>("ConfigSettingsSection").implement({
    description: "a settings section: a domain's (general/locale, ...) or a module's config",
    fields: (t) => ({
      prefix: t.string({ resolve: (s) => s.section.prefix }),
      label: t.string({ resolve: (s) => s.section.label }),
      owner: t.string({ description: "the domain or module code that declares it", resolve: (s) => s.section.owner }),
      fields: t.field({ type: [Field], resolve: (s) => s.fields }),
    }),
  });

  builder.queryFields((t) => ({
    configSettings: t.field({
      type: [Section],
      description:
        "every settings section with its fields at a scope (default, or a store view): the value set exactly there, the effective value and its source (store, default scope, shipped default)",
      authScopes: { admin: "config" },
      errors: { types: [ProblemError] },
      args: {
        scope: t.arg({ type: ConfigScope, defaultValue: "default" }),
        scopeId: t.arg.int({ defaultValue: 0, description: "the store id at scope store" }),
        prefix: t.arg.string({ description: "only the sections whose prefix starts with this" }),
      },
      resolve: async (_r, a, { ctx }) => {
        const scope = a.scope ?? "default";
        const scopeId = scope === "store" ? (a.scopeId ?? 0) : 0;
        if (scope === "store" && !(await ctx.app.stores()).all.some((s) => s.id === scopeId)) {
          throw new ProblemError(422, "invalid", "Unknown store", { errors: [{ field: "scopeId", code: "not_found", message: "no such store" }] });
        }
        const sections = configSections(ctx.app).filter((s) => !a.prefix || s.prefix.startsWith(a.prefix));
        return Promise.all(sections.map(async (section) => ({ section, fields: await configSectionState(ctx.app, section, scope, scopeId) })));
      },
    }),
  }));
  return ConfigScope;
}
