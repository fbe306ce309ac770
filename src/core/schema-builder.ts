/** The schema builder the kernel hands to domains and modules (Pothos with scope-auth, errors, Prisma, dataloader). */
import SchemaBuilder from "@pothos/core";
import { GraphQLError } from "graphql";
import PrismaPlugin from "@pothos/plugin-prisma";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import ErrorsPlugin from "@pothos/plugin-errors";
import DataloaderPlugin from "@pothos/plugin-dataloader";
import { DateTimeResolver, JSONResolver } from "graphql-scalars";
import type PrismaTypes from "../generated/pothos-types.ts";
import { getDatamodel } from "../generated/pothos-types.ts";
import type { RequestContext } from "./context.ts";
import { isAdmin } from "./context.ts";
import type { Db } from "./db/client.ts";

export interface GraphQLContext {
  ctx: RequestContext;
}

/**
 * Admin scopes. A module that declares its own (ModuleDefinition.adminScopes) types them by augmentation:
 *   declare module "../../core/schema-builder.ts" { interface AdminScopes { myscope: true } }
 */
export interface AdminScopes {
  catalog: true;
  customers: true;
  config: true;
  content: true;
  sales: true;
  /** the audit log: who changed what (auditLog) */
  audit: true;
}
export type AdminScope = keyof AdminScopes & string;

export interface BuilderTypes {
  PrismaTypes: PrismaTypes;
  Context: GraphQLContext;
  AuthScopes: { admin: AdminScope | true; customer: boolean; public: boolean };
  Scalars: {
    JSON: { Input: unknown; Output: unknown };
    DateTime: { Input: Date; Output: Date | string };
  };
  DefaultFieldNullability: false;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function createBuilder(db: Db) {
  const builder = new SchemaBuilder<BuilderTypes>({
    plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, DataloaderPlugin],
    defaultFieldNullability: false,
    prisma: { client: db, dmmf: getDatamodel(), exposeDescriptions: true, filterConnectionTotalCount: true, onUnusedQuery: null },
    scopeAuth: {
      // a subscription field's scopes are checked when the client subscribes, not only per event
      authorizeOnSubscribe: true,
      authScopes: ({ ctx }) => ({
        admin: (scope: AdminScope | true) => isAdmin(ctx, scope === true ? undefined : scope),
        customer: ctx.caller.kind === "customer",
        public: true,
      }),
      // an anonymous caller is asked to log in (401); a logged-in one lacks the scope (403)
      unauthorizedError: (_parent, { ctx }) => (ctx.caller.kind === "guest" ? new LoginRequiredError() : new ForbiddenError()),
    },
    errors: {
      defaultTypes: [],
      // Saleor-style names: productUpdate -> ProductUpdateResult = ProductUpdateSuccess | Problem
      defaultResultOptions: { name: ({ fieldName }) => `${capitalize(fieldName)}Success` },
      defaultUnionOptions: { name: ({ fieldName }) => `${capitalize(fieldName)}Result` },
    },
  });
  builder.addScalarType("JSON", JSONResolver);
  builder.addScalarType("DateTime", DateTimeResolver);
  builder.queryType({});
  builder.mutationType({});
  builder.subscriptionType({});
  return builder;
}

export type Builder = ReturnType<typeof createBuilder>;

/** Thrown for a field that needs a logged-in caller when there is none: code login_required, REST 401. */
export class LoginRequiredError extends GraphQLError {
  readonly code = "login_required";
  constructor(message = "Log in first") {
    super(message, { extensions: { code: "login_required", status: 401 } });
    this.name = "LoginRequiredError";
  }
}

/** Thrown for a field the caller's scopes do not reach: a GraphQL error with code forbidden, REST 403. */
export class ForbiddenError extends GraphQLError {
  readonly code = "forbidden";
  constructor(message = "Not authorized") {
    super(message, { extensions: { code: "forbidden", status: 403 } });
    this.name = "ForbiddenError";
  }
}
