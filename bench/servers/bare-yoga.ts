/** Baseline: a bare Yoga endpoint on node:http returning a constant (in production mode, like the app server). */
import "../../src/core/production-env.ts";
import http from "node:http";
import { createSchema, createYoga } from "graphql-yoga";

const yoga = createYoga({
  schema: createSchema({ typeDefs: "type Query { ping: String! }", resolvers: { Query: { ping: () => "pong" } } }),
  logging: false,
  graphiql: false,
});
const server = http.createServer(yoga);
server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  const addr = server.address() as { port: number };
  process.send?.({ ready: true, url: `http://127.0.0.1:${addr.port}` });
});
