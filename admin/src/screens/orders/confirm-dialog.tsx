/** A modal confirmation (components/confirm-modal.tsx) naming the action and the records it is for. */
import { ConfirmModal } from "../../components/confirm-modal.tsx";

const SHOWN = 20;

export function ConfirmDialog(p: { title: string; subjects: string[]; confirm: string; onCancel: () => void; onConfirm: () => void }) {
  return (
    <ConfirmModal labelledBy="orders-confirm-title" confirm={p.confirm} confirmClass="confirm" onCancel={p.onCancel} onConfirm={p.onConfirm}>
      <h2 id="orders-confirm-title">{p.title}</h2>
      <ul class="decision-subjects">
        {p.subjects.slice(0, SHOWN).map((s) => (
          <li key={s}>{s}</li>
        ))}
        {p.subjects.length > SHOWN && <li>and {p.subjects.length - SHOWN} more</li>}
      </ul>
    </ConfirmModal>
  );
}
