/** What the tests of several instances share: a redis-server of their own, and an admin's price change. */
import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import { expect } from "vitest";
import type { TestServer } from "./server.ts";

export async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, "127.0.0.1", r));
  const port = (srv.address() as net.AddressInfo).port;
  await new Promise((r) => srv.close(r));
  return port;
}

/** a redis-server of the test's own on `port` (stopped or paused without touching anybody else's); resolves once it accepts connections */
export async function startRedis(port: number): Promise<ChildProcess> {
  const proc = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  await new Promise<void>((resolve, reject) => {
    proc.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      if (out.includes("Ready to accept connections")) resolve();
    });
    proc.on("exit", (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
  });
  return proc;
}

export const PRODUCT_UPDATE = `mutation($id: Int!, $input: ProductInput!) { productUpdate(id: $id, input: $input) {
  __typename ... on ProductUpdateSuccess { data { id price } } ... on Problem { code message } } }`;

/** an admin sets the product's price on `s`; the answer is the saved price */
export async function setPrice(s: TestServer, id: number, price: number) {
  const r = await s.gql(PRODUCT_UPDATE, { id, input: { price } }, { token: await s.adminToken() });
  expect(r.data?.productUpdate).toEqual({ __typename: "ProductUpdateSuccess", data: { id, price } });
}
