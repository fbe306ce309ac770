/**
 * The console's urql client: queries and mutations over fetch to /graphql, subscriptions over graphql-ws on the
 * same origin's /graphql, both with the session's current bearer token (in memory, see session.ts), read at each
 * request and each connection, so a renewal needs no new client. One client per sign-in: signing out disposes it
 * and closes its socket. A refused token (HTTP 401, an `invalid_token` / `unauthenticated` error, a socket closed
 * 4401, which the server does when the token the socket was opened with expires) is renewed once; the socket
 * reconnects with the fresh token, and the session ends with a message when the renewal is refused.
 */
import { Client, type CombinedError, cacheExchange, fetchExchange, mapExchange, subscriptionExchange } from "@urql/core";
import { createClient as createWsClient } from "graphql-ws";
import { currentSession, tokenRefused } from "../session/session.ts";

export function sameOriginWsUrl(path = "/graphql"): string {
  const { protocol, host } = window.location;
  return `${protocol === "https:" ? "wss:" : "ws:"}//${host}${path}`;
}

/** a 401 from the backend in any of its shapes */
export function isAuthError(error: CombinedError): boolean {
  if (error.response && (error.response as Response).status === 401) return true;
  return error.graphQLErrors.some((e) => {
    const x = e.extensions as { status?: number; code?: string } | undefined;
    return x?.status === 401 || x?.code === "invalid_token" || x?.code === "unauthenticated";
  });
}

export interface ConsoleClient {
  client: Client;
  dispose(): void;
}

const bearer = () => `Bearer ${currentSession()?.token ?? ""}`;

export function createConsoleClient(): ConsoleClient {
  /** the token the socket was opened with, and the renewal a 4401 started */
  let socketToken = "";
  let renewing: Promise<boolean> = Promise.resolve(true);
  const ws = createWsClient({
    url: sameOriginWsUrl(),
    connectionParams: () => {
      socketToken = currentSession()?.token ?? "";
      return { authorization: `Bearer ${socketToken}` };
    },
    lazy: true,
    retryAttempts: 5,
    // a 4401 is retried while there is a session: after the renewal it started (retryWait)
    shouldRetry: (e) => !(e instanceof CloseEvent && (e.code === 4403 || (e.code === 4401 && !currentSession()))),
    retryWait: async (retries) => {
      // a refused renewal signs out, which disposes this client (and its socket)
      await renewing;
      await new Promise((r) => setTimeout(r, retries === 0 ? 0 : Math.min(1000 * 2 ** retries, 10_000)));
    },
    on: {
      closed: (e) => {
        if (e instanceof CloseEvent && e.code === 4401) renewing = tokenRefused(socketToken);
      },
    },
  });
  const client = new Client({
    url: "/graphql",
    preferGetMethod: false,
    requestPolicy: "cache-and-network",
    fetchOptions: () => ({ headers: { authorization: bearer() }, credentials: "omit", cache: "no-store" }),
    exchanges: [
      mapExchange({
        onError(error) {
          // an earlier token stays good until it expires: a refusal is of the current one (revoked, or the admin gone)
          const token = currentSession()?.token;
          if (token && isAuthError(error)) void tokenRefused(token);
        },
      }),
      cacheExchange,
      fetchExchange,
      subscriptionExchange({
        forwardSubscription(request) {
          const input = { ...request, query: request.query ?? "" };
          return {
            subscribe(sink) {
              const unsubscribe = ws.subscribe(input, sink);
              return { unsubscribe };
            },
          };
        },
      }),
    ],
  });
  return { client, dispose: () => void ws.dispose() };
}
