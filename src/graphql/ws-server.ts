/**
 * GraphQL over WebSocket (graphql-ws protocol) on the Yoga pipeline, with the limits a public socket needs:
 * messages capped at the HTTP body limit, connections bounded per client address, a socket that does not
 * send connection_init in time closed. Client mistakes close the socket with a 44xx code and a message and
 * are logged as one JSON line; only server faults are errors (graphql-ws' own adapter writes stack traces
 * to stderr for both).
 */
import type http from "node:http";
import { WebSocketServer, type WebSocket } from "ws";
import { CloseCode, makeServer, handleProtocols } from "graphql-ws";
import type { ExecutionArgs } from "graphql";
import type { YogaServerInstance } from "graphql-yoga";
import type { App } from "../core/kernel.ts";
import { classifyError } from "../core/error-chain.ts";
import type { GraphQLContext } from "../core/schema-builder.ts";
import type { ServerContext } from "./yoga.ts";
import { lazyRootFields } from "./root-fields.ts";

export interface GraphQLWsOptions {
  app: App;
  yoga: YogaServerInstance<ServerContext, GraphQLContext>;
  server: http.Server;
  path: string;
  maxPayloadBytes: number;
  maxConnectionsPerIp: number;
  connectionInitWaitMs?: number;
  ipOf(req: http.IncomingMessage): string;
}

interface Extra {
  socket: WebSocket;
  request: http.IncomingMessage;
  ip: string;
}

type Enveloped = ReturnType<YogaServerInstance<ServerContext, GraphQLContext>["getEnveloped"]>;

const KEEPALIVE_MS = 12_000;
/** a close reason is at most 123 bytes */
const reason = (msg: string) => (Buffer.byteLength(msg) <= 123 ? msg : `${Buffer.from(msg).subarray(0, 120).toString("utf8")}...`);

/** what a socket whose token ran out is told (the client logs in again and reconnects) */
export const TOKEN_EXPIRED_REASON = "Token expired: log in again";

export function attachGraphQLWs(opts: GraphQLWsOptions) {
  const { app, yoga } = opts;
  const perIp = new Map<string, number>();
  /**
   * A subscription outlives the token that authorised it: the socket closes (4401) when the earliest token
   * one of its operations was authorised with expires, so no stream runs on a credential that is no longer good.
   */
  const expiry = new WeakMap<WebSocket, { at: number; timer: NodeJS.Timeout }>();
  const closeAtExpiry = (socket: WebSocket, ip: string, at: number) => {
    const known = expiry.get(socket);
    if (known && known.at <= at) return;
    if (known) clearTimeout(known.timer);
    // setTimeout takes at most ~24.8 days: a longer token is looked at again then
    const timer = setTimeout(
      () => {
        expiry.delete(socket);
        if (Date.now() < at) return closeAtExpiry(socket, ip, at);
        app.logger.info({ ip }, "websocket closed: the token expired");
        socket.close(CloseCode.Unauthorized, TOKEN_EXPIRED_REASON);
      },
      Math.min(Math.max(0, at - Date.now()), 2 ** 31 - 1),
    );
    timer.unref();
    expiry.set(socket, { at, timer });
  };
  const wss = new WebSocketServer({
    server: opts.server,
    path: opts.path,
    maxPayload: opts.maxPayloadBytes,
    handleProtocols,
    verifyClient: (info, done) => {
      const ip = opts.ipOf(info.req);
      if ((perIp.get(ip) ?? 0) >= opts.maxConnectionsPerIp) {
        app.logger.info({ ip }, "websocket refused: too many connections from this address");
        return done(false, 429, "Too many WebSocket connections from this address");
      }
      done(true);
    },
  });

  const gql = makeServer<Record<string, unknown>, Extra>({
    connectionInitWaitTimeout: opts.connectionInitWaitMs ?? 3_000,
    execute: (args) => (args.rootValue as Enveloped).execute(args as never) as never,
    subscribe: (args) => (args.rootValue as Enveloped).subscribe(args as never) as never,
    onSubscribe: async (ctx, _id, params) => {
      const enveloped = yoga.getEnveloped({
        req: ctx.extra.request,
        socket: ctx.extra.socket,
        params,
        connectionParams: ctx.connectionParams,
        ip: ctx.extra.ip,
      } as never);
      const args: ExecutionArgs = {
        schema: enveloped.schema,
        operationName: params.operationName,
        // parse errors (and armor's token limit, enforced while parsing) are thrown: the socket closes 4400
        document: enveloped.parse(params.query),
        variableValues: params.variables,
        contextValue: await enveloped.contextFactory(),
        rootValue: enveloped,
      };
      const errors = enveloped.validate(args.schema, args.document);
      if (errors.length) return errors;
      // the same predispatch as an HTTP request (the login wall closes the socket with 4401)
      const { ctx: rctx } = args.contextValue as GraphQLContext;
      if (rctx.caller.kind === "admin" || rctx.caller.kind === "customer") {
        if (rctx.caller.tokenExpiresAt) closeAtExpiry(ctx.extra.socket, ctx.extra.ip, rctx.caller.tokenExpiresAt.getTime());
      }
      await app.events.dispatch("controller_action_predispatch", {
        ctx: rctx,
        kind: "graphql",
        path: opts.path,
        routeId: "graphql-ws",
        exemptFromLoginWall: false,
        rootFields: lazyRootFields(() => ({ document: args.document, operationName: params.operationName ?? undefined })),
      });
      return args;
    },
  });

  /** 4401 for credentials, 4400 for any other client mistake; only a fault of ours is 4500 and an error log */
  const closeFor = (socket: WebSocket, ip: string, err: unknown) => {
    const c = classifyError(err);
    // a ProblemError, or the masked GraphQLError Yoga made of one thrown while building the context
    const status = c.kind === "problem" ? c.problem.status : c.kind === "declared" ? c.status : c.kind === "client" ? 400 : 500;
    if (status < 500) {
      const message = c.kind === "problem" ? c.problem.message : c.kind === "unexpected" ? "" : c.message;
      const code = status === 401 ? CloseCode.Unauthorized : status === 403 ? CloseCode.Forbidden : CloseCode.BadRequest;
      app.logger.info({ ip, status, message }, "websocket closed: client error");
      return socket.close(code, reason(message));
    }
    app.logger.error({ ip, err }, "websocket message failed");
    socket.close(CloseCode.InternalServerError, "Internal server error");
  };

  wss.on("connection", (socket, request) => {
    const ip = opts.ipOf(request);
    perIp.set(ip, (perIp.get(ip) ?? 0) + 1);
    // protocol errors (an oversized message, bad frames): ws closes the socket itself (1009, 1002)
    socket.on("error", (err) => app.logger.info({ ip, message: err.message }, "websocket client error"));
    let pongWait: NodeJS.Timeout | undefined;
    const ping = setInterval(() => {
      if (socket.readyState !== socket.OPEN) return;
      pongWait = setTimeout(() => socket.terminate(), KEEPALIVE_MS);
      socket.once("pong", () => clearTimeout(pongWait));
      socket.ping();
    }, KEEPALIVE_MS);
    const closed = gql.opened(
      {
        protocol: socket.protocol,
        send: (data) =>
          new Promise<void>((resolve, reject) => (socket.readyState === socket.OPEN ? socket.send(data, (e) => (e ? reject(e) : resolve())) : resolve())),
        close: (code, why) => socket.close(code, why),
        onMessage: (cb) =>
          socket.on("message", async (data) => {
            try {
              await cb(String(data));
            } catch (err) {
              closeFor(socket, ip, err);
            }
          }),
      },
      { socket, request, ip },
    );
    socket.once("close", (code, why) => {
      clearInterval(ping);
      clearTimeout(expiry.get(socket)?.timer);
      clearTimeout(pongWait);
      const left = (perIp.get(ip) ?? 1) - 1;
      if (left > 0) perIp.set(ip, left);
      else perIp.delete(ip);
      void closed(code, String(why));
    });
  });

  return {
    wss,
    async close() {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((r) => wss.close(() => r()));
    },
  };
}
