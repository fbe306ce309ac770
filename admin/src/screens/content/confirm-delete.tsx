/** "Delete …?" asked in a modal confirmation (components/confirm-modal.tsx): Cancel has the focus, so Enter alone never deletes. */
import { ConfirmModal } from "../../components/confirm-modal.tsx";

export function ConfirmDelete(p: { what: string; consequence: string; onCancel: () => void; onConfirm: () => void }) {
  return (
    <ConfirmModal
      labelledBy="confirm-delete-title"
      describedBy="confirm-delete-text"
      confirm="Delete"
      confirmClass="danger confirm"
      onCancel={p.onCancel}
      onConfirm={p.onConfirm}
    >
      <h2 id="confirm-delete-title">Delete {p.what}?</h2>
      <p id="confirm-delete-text">{p.consequence}</p>
    </ConfirmModal>
  );
}
