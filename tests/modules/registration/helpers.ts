/** Shared pieces of the trade registration tests: config, a trade-account submission, the grid, decisions. */
import type { TestServer } from "../../helpers/server.ts";
import { agedToken } from "../forms/helpers.ts";

export const APP_FIELDS =
  "id storeId email status formCode submissionId payload flaggedSubmissions submissions { submissionId kind formCode at payload flagged } customerId forExistingAccount existingCustomer { id status statusAtApplication groupId } hasPassword decisionNote decidedAt createdAt history { kind at submissionId payload flagged note adminUsername }";

export async function setRegistrationConfig(s: TestServer, admin: string, key: string, value: string | null) {
  const r = await s.gql(
    `mutation($p: String!, $v: String) { configValueSet(path: $p, value: $v) { __typename ... on Problem { code errors { field message } } } }`,
    { p: `b2b_registration/${key}`, v: value },
    { token: admin },
  );
  return (r.data as { configValueSet: { __typename: string; code?: string } }).configValueSet;
}

export const tradePayload = (email: string, password?: string) => ({
  company: "Acme Pty",
  firstName: "Tess",
  lastName: "Trade",
  email,
  country: "AU",
  ...(password ? { password } : {}),
  message: "We buy workwear",
});

/** submits a form as a visitor who took 10 s to fill it (past the minimum fill time) */
export async function submitTrade(s: TestServer, payload: Record<string, unknown>, code = "trade-account") {
  return s.json("/api/rest/v2/custom-form-submissions", { method: "POST", json: { formCode: code, payload, renderToken: await agedToken(s, code) } });
}

export async function applicationsOf(s: TestServer, admin: string, email: string) {
  const r = await s.gql(
    `query($f: TradeApplicationFilter) { tradeApplications(filter: $f) { totalCount items { ${APP_FIELDS} } } }`,
    { f: { email } },
    { token: admin },
  );
  if (r.errors?.length) throw new Error(JSON.stringify(r.errors));
  return (r.data as any).tradeApplications.items as any[];
}

export async function decideApp(
  s: TestServer,
  admin: string,
  field: "tradeApplicationApprove" | "tradeApplicationDecline",
  id: number,
  note?: string,
  confirm: { reactivate?: boolean; confirmFlaggedSubmissions?: boolean; confirmExistingAccount?: boolean } = {},
) {
  const approve = field === "tradeApplicationApprove";
  const success = approve ? "TradeApplicationApproveSuccess" : "TradeApplicationDeclineSuccess";
  const r = await s.gql(
    approve
      ? `mutation($id: Int!, $note: String, $r: Boolean, $c: Boolean, $e: Boolean) { ${field}(id: $id, note: $note, reactivate: $r, confirmFlaggedSubmissions: $c, confirmExistingAccount: $e) { __typename ... on ${success} { data { ${APP_FIELDS} } } ... on Problem { code status message } } }`
      : `mutation($id: Int!, $note: String) { ${field}(id: $id, note: $note) { __typename ... on ${success} { data { ${APP_FIELDS} } } ... on Problem { code status message } } }`,
    approve ? { id, note, r: confirm.reactivate, c: confirm.confirmFlaggedSubmissions, e: confirm.confirmExistingAccount } : { id, note },
    { token: admin },
  );
  if (r.errors?.length) throw new Error(JSON.stringify(r.errors));
  return (r.data as any)[field];
}
