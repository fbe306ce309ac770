/** Shared pieces of the custom forms tests: config, aged render tokens, a captcha provider stand-in. */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { TestServer } from "../../helpers/server.ts";
import { formsKey, signRenderToken } from "../../../src/modules/custom-forms/tokens.ts";

export async function setFormsConfig(s: TestServer, admin: string, key: string, value: string) {
  const r = await s.gql(
    `mutation($p: String!, $v: String) { configValueSet(path: $p, value: $v) { __typename ... on Problem { code errors { field message } } } }`,
    { p: `b2b_forms/${key}`, v: value },
    { token: admin },
  );
  const out = (r.data as { configValueSet: { __typename: string } } | undefined)?.configValueSet;
  if (!out || out.__typename === "Problem") throw new Error(`config ${key}=${value}: ${JSON.stringify(r)}`);
}

/** a genuine render token issued `ageSeconds` ago (a visitor who took that long to fill the form) */
export async function agedToken(s: TestServer, code: string, ageSeconds = 10) {
  return signRenderToken(await formsKey(s.app), code, Math.floor(Date.now() / 1000) - ageSeconds);
}

export interface CaptchaProvider {
  url: string;
  requests: URLSearchParams[];
  close(): Promise<void>;
}

/** a local HTTP server standing in for the provider's siteverify: the token "pass" succeeds */
export async function startCaptchaProvider(): Promise<CaptchaProvider> {
  const requests: URLSearchParams[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      const p = new URLSearchParams(body);
      requests.push(p);
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ success: p.get("response") === "pass" && p.get("secret") === "captcha-secret" }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/siteverify`, requests, close: () => new Promise((r) => server.close(() => r())) };
}
