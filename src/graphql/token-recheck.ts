/**
 * A subscription outlives the request that authorised it, and a customer's token may stop before it expires (the
 * password changed, the account was declined or deleted, a module's token check now refuses it). Before each event
 * of a stream run on a customer's token, the token is checked again as a new request with it would be (the same
 * `createContext`: its generation, the customer row, every `customer_token_check` observer; the remembered check
 * when nothing it read changed since, so an unchanged token costs no read). A token that no longer passes ends the
 * stream with one last result carrying the refusal's code and status, over SSE and graphql-ws alike.
 */
import { GraphQLError, type ExecutionResult } from "graphql";
import type { Plugin } from "graphql-yoga";
import { createContext, type RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import type { App } from "../core/kernel.ts";
import type { GraphQLContext } from "../core/schema-builder.ts";

/** null: the token still passes; else the refusal */
async function refusalOf(app: App, ctx: RequestContext): Promise<ProblemError | null> {
  try {
    await createContext(app, { headers: { get: (n) => ctx.header(n) ?? null }, ip: ctx.ip });
    return null;
  } catch (e) {
    if (e instanceof ProblemError && e.status < 500) return e;
    throw e;
  }
}

async function* whileTokenPasses(app: App, ctx: RequestContext, source: AsyncIterable<ExecutionResult>): AsyncGenerator<ExecutionResult> {
  for await (const result of source) {
    const refused = await refusalOf(app, ctx);
    if (refused) {
      app.logger.info({ requestId: ctx.requestId, code: refused.code }, "subscription ended: the customer's token no longer passes");
      yield { errors: [new GraphQLError(refused.message, { extensions: { code: refused.code, status: refused.status } })] };
      return;
    }
    yield result;
  }
}

export function endStreamsWhenTokenStops(app: App): Plugin<GraphQLContext> {
  return {
    onSubscribe({ args }) {
      const ctx = (args.contextValue as GraphQLContext).ctx;
      if (ctx?.caller.kind !== "customer") return;
      return {
        onSubscribeResult({ result, setResult }) {
          if (result && typeof (result as AsyncIterable<unknown>)[Symbol.asyncIterator] === "function") {
            setResult(whileTokenPasses(app, ctx, result as AsyncIterable<ExecutionResult>));
          }
        },
      };
    },
  };
}
