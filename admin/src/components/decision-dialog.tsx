/**
 * The confirmation before an approval or a decline is sent: a modal <dialog> (showModal: the page behind is inert,
 * Escape cancels, the focus comes back to the button that opened it) naming the decision, whom it is for and the
 * note that goes with it, with Cancel and Confirm. An approval starts on Confirm (Enter sends it); a decline starts
 * on Cancel, so Enter alone never declines.
 */
import { useEffect, useRef } from "preact/hooks";

export type Decision = "approve" | "decline";

export interface DecisionRequest {
  action: Decision;
  ids: number[];
}

export interface DecisionDialogProps {
  action: Decision;
  /** "customer", "trade application": the title counts them */
  noun: string;
  /** one line per row the decision is for (e.g. "#12 ann@example.com") */
  subjects: string[];
  note: string;
  /** more the decision carries (e.g. the confirmations ticked for a trade approval) */
  extra?: string[];
  onCancel: () => void;
  onConfirm: () => void;
}

const SHOWN = 20;

export function DecisionDialog(p: DecisionDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const confirmed = useRef(false);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (!d.open) d.showModal();
    d.querySelector<HTMLButtonElement>(p.action === "decline" ? "button.cancel" : "button.confirm")?.focus();
    return () => {
      if (d.open) d.close();
    };
  }, []);
  const n = p.subjects.length;
  const verb = p.action === "approve" ? "Approve" : "Decline";
  const title = `${verb} ${n} ${p.noun}${n === 1 ? "" : "s"}?`;
  const note = p.note.trim();
  return (
    <dialog
      ref={ref}
      class="decision-dialog"
      aria-labelledby="decision-dialog-title"
      onClose={() => {
        if (!confirmed.current) p.onCancel();
      }}
    >
      <h2 id="decision-dialog-title">{title}</h2>
      <ul class="decision-subjects">
        {p.subjects.slice(0, SHOWN).map((s) => (
          <li key={s}>{s}</li>
        ))}
        {n > SHOWN && <li>and {n - SHOWN} more</li>}
      </ul>
      {p.extra && p.extra.length > 0 && (
        <ul class="decision-extra">
          {p.extra.map((x) => (
            <li key={x}>{x}</li>
          ))}
        </ul>
      )}
      {note ? (
        <>
          <p class="decision-note-label">Note sent with the decision:</p>
          <blockquote class="decision-note">{note}</blockquote>
        </>
      ) : (
        <p class="muted">No note.</p>
      )}
      <div class="toolbar">
        <button type="button" class="secondary cancel" onClick={() => ref.current?.close()}>
          Cancel
        </button>
        <button
          type="button"
          class={p.action === "decline" ? "danger confirm" : "confirm"}
          onClick={() => {
            confirmed.current = true;
            ref.current?.close();
            p.onConfirm();
          }}
        >
          Confirm
        </button>
      </div>
    </dialog>
  );
}
