/**
 * The product CSV's REST routes, called with the session's bearer token (as the GraphQL client sends it; never a
 * cookie): the export saved as a file from a Blob, the import sent as the chosen File. A refusal is the server's
 * Problem (`detail`, `code`, field `errors`).
 */
import type { ProblemLike } from "../../components/problem.tsx";
import { currentSession } from "../../session/session.ts";

export const EXPORT_PATH = "/api/rest/v2/admin/products/export.csv";
export const IMPORT_PATH = "/api/rest/v2/admin/products/import";

/** a row error of a run, as the REST answer and GraphQL give it */
export interface RowError {
  line: number;
  sku: string;
  field: string;
  code: string;
  message: string;
}

/** what the import answers: a dry run's finished run, or an apply's run as it starts */
export interface RunAnswer {
  id: number;
  status: string;
  dryRun: boolean;
  fileName: string;
  fileSize: number;
  rowsDone: number;
  rowsFailed: number;
  rowsCreated: number;
  rowsUpdated: number;
  rowsUnchanged: number;
  errorCount: number;
  errors: RowError[];
  failure: string | null;
}

export type RestOutcome<T> = { ok: true; value: T } | { ok: false; problem: ProblemLike };

async function problemOf(res: Response): Promise<ProblemLike> {
  const body = (await res.json().catch(() => null)) as { code?: string; detail?: string; errors?: ProblemLike["errors"] } | null;
  return {
    code: body?.code ?? String(res.status),
    message: body?.detail ?? `The server answered HTTP ${res.status}.`,
    status: res.status,
    errors: body?.errors,
  };
}

const authorization = () => {
  const session = currentSession();
  return session ? { authorization: `Bearer ${session.token}` } : null;
};

/** downloads every product as CSV; answers the file's name */
export async function downloadExport(): Promise<RestOutcome<string>> {
  const auth = authorization();
  if (!auth) return { ok: false, problem: { code: "login_required", message: "Sign in again." } };
  try {
    const res = await fetch(EXPORT_PATH, { headers: { ...auth, accept: "text/csv" }, credentials: "omit", cache: "no-store" });
    if (!res.ok) return { ok: false, problem: await problemOf(res) };
    const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "products.csv";
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement("a");
    a.href = url;
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return { ok: true, value: name };
  } catch (e) {
    return { ok: false, problem: { code: "network", message: `The server could not be reached: ${(e as Error).message}` } };
  }
}

/** sends the file to the import: a dry run answers when it has checked every row, an apply as soon as it has the file */
export async function sendImport(file: File, dryRun: boolean): Promise<RestOutcome<RunAnswer>> {
  const auth = authorization();
  if (!auth) return { ok: false, problem: { code: "login_required", message: "Sign in again." } };
  const query = new URLSearchParams({ dryRun: String(dryRun), fileName: file.name });
  try {
    const res = await fetch(`${IMPORT_PATH}?${query}`, {
      method: "POST",
      headers: { ...auth, "content-type": "text/csv", accept: "application/json" },
      body: file,
      credentials: "omit",
      cache: "no-store",
    });
    if (!res.ok) return { ok: false, problem: await problemOf(res) };
    return { ok: true, value: (await res.json()) as RunAnswer };
  } catch (e) {
    return { ok: false, problem: { code: "network", message: `The server could not be reached: ${(e as Error).message}` } };
  }
}
