/**
 * A document's PDF (invoice, shipment, credit memo) from the admin REST route
 * `/api/rest/v2/admin/orders/{id}/{invoices|shipments|creditmemos}/{docId}/pdf`, fetched with the session's bearer
 * token (as the GraphQL client sends it; never a cookie) and saved as a file from a Blob. The URL is built from the
 * ids. A refusal shows the server's Problem (`detail`, `code`).
 */
import { useState } from "preact/hooks";
import { type ProblemLike, ProblemView } from "../../components/problem.tsx";
import { currentSession } from "../../session/session.ts";

export type DocKind = "invoices" | "shipments" | "creditmemos";

export const pdfPath = (orderId: number, kind: DocKind, docId: number) => `/api/rest/v2/admin/orders/${orderId}/${kind}/${docId}/pdf`;

export function PdfButton(p: { orderId: number; kind: DocKind; docId: number; name: string; label: string }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const download = async () => {
    const session = currentSession();
    if (!session) return;
    setBusy(true);
    setProblem(null);
    try {
      const res = await fetch(pdfPath(p.orderId, p.kind, p.docId), {
        headers: { authorization: `Bearer ${session.token}`, accept: "application/pdf" },
        credentials: "omit",
        cache: "no-store",
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { code?: string; detail?: string; message?: string } | null;
        setProblem({ code: body?.code ?? String(res.status), message: body?.detail ?? body?.message ?? `The PDF could not be made (HTTP ${res.status}).` });
        return;
      }
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement("a");
      a.href = url;
      a.download = `${p.name}.pdf`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      setProblem({ code: "network", message: `The server could not be reached: ${(e as Error).message}` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" class="secondary" disabled={busy} onClick={download} aria-label={p.label}>
        PDF
      </button>
      {problem && <ProblemView problem={problem} title={p.label} />}
    </>
  );
}
