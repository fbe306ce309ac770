/**
 * A subscription outlives the request that authorised it: a stream run on an admin's or a customer's token ends
 * when that token expires, with one last result carrying the error `token_expired` (401), over SSE and graphql-ws
 * alike (the WebSocket is also closed 4401, see ws-server.ts). The client logs in again and subscribes anew.
 */
import { GraphQLError, type ExecutionResult } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { GraphQLContext } from "../core/schema-builder.ts";
/** what the client is told (the last result's error, and the WebSocket's close reason) */
export const TOKEN_EXPIRED_REASON = "Token expired: log in again";

const MAX_TIMER_MS = 2 ** 31 - 1;

async function* untilExpiry(source: AsyncIterable<ExecutionResult>, at: number): AsyncGenerator<ExecutionResult> {
  const it = source[Symbol.asyncIterator]();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<"expired">((resolve) => {
    const arm = () => {
      const wait = at - Date.now();
      if (wait <= 0) return resolve("expired");
      timer = setTimeout(arm, Math.min(wait, MAX_TIMER_MS));
    };
    arm();
  });
  try {
    for (;;) {
      const next = await Promise.race([it.next(), expired]);
      if (next === "expired") {
        yield { errors: [new GraphQLError(TOKEN_EXPIRED_REASON, { extensions: { code: "token_expired", status: 401 } })] };
        return;
      }
      if (next.done) return;
      yield next.value;
    }
  } finally {
    clearTimeout(timer);
    await it.return?.();
  }
}

export function endStreamsAtTokenExpiry(): Plugin<GraphQLContext> {
  return {
    onSubscribe({ args }) {
      const caller = (args.contextValue as GraphQLContext).ctx?.caller;
      const at = caller && (caller.kind === "admin" || caller.kind === "customer") ? caller.tokenExpiresAt?.getTime() : undefined;
      if (at === undefined) return;
      return {
        onSubscribeResult({ result, setResult }) {
          if (result && typeof (result as AsyncIterable<unknown>)[Symbol.asyncIterator] === "function") {
            setResult(untilExpiry(result as AsyncIterable<ExecutionResult>, at));
          }
        },
      };
    },
  };
}
