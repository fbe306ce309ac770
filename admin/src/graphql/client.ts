/**
 * The console's urql client: queries and mutations over fetch to /graphql, subscriptions over graphql-ws on the
 * same origin's /graphql, both with the session's bearer token (in memory, see session.ts). One client per
 * session: signing out disposes it and closes its socket. A refused token (HTTP 401, an `invalid_token` /
 * `unauthenticated` error, a socket closed 4401) ends the session with a message.
 */
import { Client, type CombinedError, cacheExchange, fetchExchange, mapExchange, subscriptionExchange } from "@urql/core";
import { createClient as createWsClient } from "graphql-ws";
import { type Session, signOut } from "../session/session.ts";

const EXPIRED = "Your session ended (the token expired or was revoked). Please sign in again.";

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

export function createConsoleClient(session: Session): ConsoleClient {
  const authorization = `Bearer ${session.token}`;
  const ws = createWsClient({
    url: sameOriginWsUrl(),
    connectionParams: { authorization },
    lazy: true,
    retryAttempts: 5,
    shouldRetry: (e) => !(e instanceof CloseEvent && (e.code === 4401 || e.code === 4403)),
    on: {
      closed: (e) => {
        if (e instanceof CloseEvent && e.code === 4401) signOut(EXPIRED);
      },
    },
  });
  const client = new Client({
    url: "/graphql",
    preferGetMethod: false,
    requestPolicy: "cache-and-network",
    fetchOptions: () => ({ headers: { authorization }, credentials: "omit", cache: "no-store" }),
    exchanges: [
      mapExchange({
        onError(error) {
          if (isAuthError(error)) signOut(EXPIRED);
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
