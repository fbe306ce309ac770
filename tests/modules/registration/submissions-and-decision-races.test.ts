/**
 * Trade registration: submissions appended, never written over, and the decisions of one application on two
 * instances. The races need PostgreSQL and Redis (TEST_DATABASE_URL, TEST_REDIS_URL) and run two real servers on
 * one database; the rest runs anywhere.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import forms from "../../../src/modules/custom-forms/index.ts";
import approval from "../../../src/modules/customer-approval/index.ts";
import registration from "../../../src/modules/trade-registration/index.ts";
import { applicationsOf, decideApp, submitTrade, tradePayload } from "./helpers.ts";

const MODULES = [forms as never, approval as never, registration as never];
const scaleOut = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
let seq = 0;
const uniqueEmail = (tag: string) => `${tag}-${process.pid}-${++seq}@h2.example`;

/** collects every error-level log line of the server into `into` */
function collectErrors(s: TestServer, into: unknown[][]) {
  const logger = s.app.logger as unknown as { error: (...a: unknown[]) => void };
  const original = logger.error.bind(logger);
  logger.error = (...a: unknown[]) => {
    into.push(a);
    original(...a);
  };
}

describe("another applicant's open application cannot be overwritten", () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer({ modules: MODULES });
    admin = await s.adminToken();
  });
  afterAll(async () => {
    await s?.close();
  });

  it("a submission with the victim's email is a flagged entry beside the application; approval acts on the victim's data and says so first", async () => {
    const email = uniqueEmail("victim");
    const victim = await submitTrade(s, { ...tradePayload(email, "victim-secret-1"), company: "Victim Pty", message: "genuine" });
    expect(victim.status).toBe(201);
    const forged = await submitTrade(s, { ...tradePayload(email, "attacker-pw-1"), company: "Forger Ltd", message: "send invoices to me" });
    expect(forged.status).toBe(201);
    // a byte-for-byte repeat of the victim's own submission is listed but not flagged
    const repeat = await submitTrade(s, { ...tradePayload(email.toUpperCase(), "victim-secret-1"), company: "Victim Pty", message: "genuine" });
    expect(repeat.status).toBe(201);

    const [app, ...more] = await applicationsOf(s, admin, email);
    expect(more).toHaveLength(0);
    expect(app).toMatchObject({ submissionId: victim.body.submissionId, payload: { company: "Victim Pty", message: "genuine" }, flaggedSubmissions: 1 });
    expect(
      app.submissions.map((x: { submissionId: number; kind: string; flagged: boolean; payload: { company: string } }) => [
        x.submissionId,
        x.kind,
        x.flagged,
        x.payload.company,
      ]),
    ).toEqual([
      [victim.body.submissionId, "submitted", false, "Victim Pty"],
      [forged.body.submissionId, "resubmitted", true, "Forger Ltd"],
      [repeat.body.submissionId, "resubmitted", false, "Victim Pty"],
    ]);
    // the customer still carries the first submission's names and password: nothing of the forger's
    const customer = await s.app.db.customer.findUniqueOrThrow({ where: { id: app.customerId } });
    expect(customer.approvalStatus).toBe("pending");

    const refused = await decideApp(s, admin, "tradeApplicationApprove", app.id);
    expect(refused).toMatchObject({ __typename: "Problem", code: "flagged_submissions", status: 409 });
    expect((await applicationsOf(s, admin, email))[0].status).toBe("pending");
    const approved = await decideApp(s, admin, "tradeApplicationApprove", app.id, "checked by phone", { confirmFlaggedSubmissions: true });
    expect(approved.data).toMatchObject({ status: "approved", payload: { company: "Victim Pty" } });
  });

  it("an application of a rejected customer is not approved (reactivating the account) unless the admin says so", async () => {
    const email = uniqueEmail("rejected");
    expect((await submitTrade(s, tradePayload(email, "trade-secret-99"))).status).toBe(201);
    const [first] = await applicationsOf(s, admin, email);
    expect((await decideApp(s, admin, "tradeApplicationDecline", first.id, "not trade")).data.status).toBe("declined");
    // a new submission for the rejected email opens a new application
    expect((await submitTrade(s, { ...tradePayload(email, "trade-secret-99"), company: "Second Try" })).status).toBe(201);
    const second = (await applicationsOf(s, admin, email)).find((a) => a.status === "pending")!;
    expect(second.id).not.toBe(first.id);
    const refused = await decideApp(s, admin, "tradeApplicationApprove", second.id);
    expect(refused).toMatchObject({ __typename: "Problem", code: "reactivation_unconfirmed", status: 409 });
    expect(await s.app.db.customer.findUniqueOrThrow({ where: { id: second.customerId } })).toMatchObject({ approvalStatus: "rejected", isApproved: false });
    // the account existed before this second application (existing-account-applications.test.ts): that needs saying too
    expect(second).toMatchObject({ forExistingAccount: true, existingCustomer: { status: "rejected" } });
    const unconfirmed = await decideApp(s, admin, "tradeApplicationApprove", second.id, "", { reactivate: true });
    expect(unconfirmed).toMatchObject({ __typename: "Problem", code: "existing_account_unconfirmed", status: 409 });
    const ok = await decideApp(s, admin, "tradeApplicationApprove", second.id, "", { reactivate: true, confirmExistingAccount: true });
    expect(ok.data.status).toBe("approved");
    expect(await s.app.db.customer.findUniqueOrThrow({ where: { id: second.customerId } })).toMatchObject({ approvalStatus: "active", groupId: 2 });
  });
});

describe.runIf(scaleOut)("two instances on PostgreSQL", () => {
  let a: TestServer;
  let b: TestServer;
  let admin: string;
  const errors: unknown[][] = [];
  beforeAll(async () => {
    a = await startTestServer({ modules: MODULES });
    b = await startTestServer({ modules: MODULES, shareDbWith: a });
    admin = await a.adminToken();
    collectErrors(a, errors);
    collectErrors(b, errors);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("concurrent submissions for one email over two instances: every accepted one is in the application's submissions", async () => {
    let accepted = 0;
    let refused = 0;
    for (let round = 0; round < 5; round++) {
      const email = uniqueEmail("append");
      const opener = round % 2 === 0;
      // even rounds: an open application first, then 8 at once; odd rounds: all 9 at once (the firsts race)
      const sent: Promise<{ status: number; body: { submissionId?: number; code?: string } }>[] = [];
      if (opener) {
        const r = await submitTrade(a, tradePayload(email, "trade-secret-99"));
        expect(r.status).toBe(201);
        sent.push(Promise.resolve(r));
      }
      const burst = Array.from({ length: opener ? 8 : 9 }, (_, i) =>
        submitTrade(i % 2 ? b : a, { ...tradePayload(email, "trade-secret-99"), message: `burst ${round}.${i}` }),
      );
      const all = [...(await Promise.all(sent)), ...(await Promise.all(burst))];
      for (const r of all) expect([201, 409], JSON.stringify(r.body)).toContain(r.status);
      const ok = all.filter((r) => r.status === 201).map((r) => r.body.submissionId!);
      accepted += ok.length;
      refused += all.length - ok.length;
      const apps = await applicationsOf(a, admin, email);
      expect(apps).toHaveLength(1);
      const listed = apps[0].submissions.map((x: { submissionId: number }) => x.submissionId).sort((p: number, q: number) => p - q);
      expect(listed).toEqual([...ok].sort((p, q) => p - q));
      expect(apps[0].history.filter((h: { kind: string }) => h.kind === "submitted" || h.kind === "resubmitted")).toHaveLength(ok.length);
    }
    console.info(`concurrent submissions: ${accepted} accepted submissions, all in their application's history; ${refused} refused with 409`);
    expect(accepted).toBeGreaterThanOrEqual(40);
    expect(errors).toEqual([]);
  }, 30_000);

  it("4 approve/decline calls per application at once over two instances: one winner, the others 409 conflict, no 500", async () => {
    const N = 12;
    const ids: number[] = [];
    for (let i = 0; i < N; i++) {
      const email = uniqueEmail("decide");
      expect((await submitTrade(i % 2 ? b : a, tradePayload(email, "trade-secret-99"))).status).toBe(201);
      ids.push((await applicationsOf(a, admin, email))[0].id);
    }
    const calls = ids.flatMap((id) =>
      (["tradeApplicationApprove", "tradeApplicationDecline", "tradeApplicationDecline", "tradeApplicationApprove"] as const).map((field, k) =>
        decideApp(k % 2 ? b : a, admin, field, id).then((r) => ({ id, r })),
      ),
    );
    const results = await Promise.all(calls);
    const codes: Record<string, number> = {};
    for (const id of ids) {
      const mine = results.filter((x) => x.id === id).map((x) => x.r);
      const wins = mine.filter((r) => r.__typename !== "Problem");
      expect(wins, JSON.stringify(mine)).toHaveLength(1);
      for (const r of mine.filter((x) => x.__typename === "Problem")) {
        expect(r.status).toBe(409);
        codes[r.code] = (codes[r.code] ?? 0) + 1;
      }
      const row = await a.app.db.tradeApplication.findUniqueOrThrow({ where: { id } });
      expect(row.status).toBe(wins[0].data.status);
      // exactly one decision recorded
      expect(await a.app.db.tradeApplicationEvent.count({ where: { applicationId: id, kind: { in: ["approved", "declined"] } } })).toBe(1);
    }
    console.info(`concurrent decisions: ${N} winners of ${results.length} calls; losers by code ${JSON.stringify(codes)}`);
    // a call that reached the service after the winner had committed is told the application is already decided
    expect(Object.keys(codes).every((c) => c === "conflict" || c === "invalid_transition")).toBe(true);
    expect(codes.conflict).toBeGreaterThan((N * 3) / 2);
    expect(errors).toEqual([]);
  }, 30_000);
});
