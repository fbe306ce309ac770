/**
 * Composition: every subset of custom forms, customer approval and trade registration starts on the demo
 * seed (which configures all of them), and each present module does its part without the absent ones.
 * (The access gate is built elsewhere; trade registration names it only as an optional code.)
 */
import { describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import forms from "../../../src/modules/custom-forms/index.ts";
import approval from "../../../src/modules/customer-approval/index.ts";
import registration from "../../../src/modules/trade-registration/index.ts";
import { applicationsOf, decideApp, submitTrade, tradePayload } from "./helpers.ts";

const ALL = { forms, approval, registration } as const;
type Code = keyof typeof ALL;
const subsets: Code[][] = [
  [],
  ["forms"],
  ["approval"],
  ["registration"],
  ["forms", "approval"],
  ["forms", "registration"],
  ["approval", "registration"],
  ["forms", "approval", "registration"],
];

let seq = 0;
const uniqueEmail = (tag: string) => `${tag}-${process.pid}-${++seq}@compose.example`;

async function check(s: TestServer, present: Code[]) {
  const has = (c: Code) => present.includes(c);
  const admin = await s.adminToken();
  for (const c of ["forms", "approval", "registration"] as const) {
    expect((await s.json(`/api/rest/v2/b2b/${c}/config`)).status, `discovery of ${c}`).toBe(has(c) ? 200 : 404);
  }
  if (has("registration")) {
    // the grid answers whatever else is installed
    const r = await s.gql("{ tradeApplications { totalCount } }", {}, { token: admin });
    expect(r.errors).toBeUndefined();
  }
  if (!has("forms")) return;
  const email = uniqueEmail(present.join("-") || "none");
  const password = "trade-secret-99";
  expect((await submitTrade(s, tradePayload(email, password))).status).toBe(201);
  const customer = await s.app.db.customer.findFirst({ where: { email } });
  if (!has("registration")) {
    // a plain submission: no customer, no application
    expect(customer).toBeNull();
    return;
  }
  expect(customer).toMatchObject({ approvalStatus: "pending", isApproved: false, groupId: 1 });
  const login = () => s.json("/api/rest/v2/auth/token", { method: "POST", json: { email, password } });
  // without customer approval the flag is kept but not enforced: the applicant can log in at once
  expect((await login()).status).toBe(has("approval") ? 403 : 200);
  const [app] = await applicationsOf(s, admin, email);
  const approved = await decideApp(s, admin, "tradeApplicationApprove", app.id);
  expect(approved.data.status).toBe("approved");
  expect(await s.app.db.customer.findUniqueOrThrow({ where: { id: customer!.id } })).toMatchObject({ groupId: 2, isApproved: true, approvalStatus: "active" });
  expect((await login()).status).toBe(200);
  // the decision mail: customer approval's when installed, else trade registration's own
  const mail = await s.app.db.mailOutbox.findFirst({ where: { toAddress: { contains: email }, subject: { contains: "approved" } } });
  expect(mail?.templateId ?? null).toBe(has("approval") ? "b2b_approval_approved" : "b2b_registration_approved");
}

describe("composition of forms, approval and registration", () => {
  for (const present of subsets) {
    it(`[${present.join(", ") || "none"}] starts and works`, async () => {
      const s = await startTestServer({ modules: present.map((c) => ALL[c] as never) });
      try {
        await check(s, present);
      } finally {
        await s.close();
      }
    });
  }
});
