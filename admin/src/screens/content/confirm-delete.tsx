/**
 * "Delete …?" asked in a modal <dialog> (showModal: the page behind is inert, Escape cancels, the focus comes back
 * to the button that opened it); Cancel has the focus, so Enter alone never deletes.
 */
import { useEffect, useRef } from "preact/hooks";

export function ConfirmDelete(p: { what: string; consequence: string; onCancel: () => void; onConfirm: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const confirmed = useRef(false);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (!d.open) d.showModal();
    d.querySelector<HTMLButtonElement>("button.cancel")?.focus();
    return () => {
      if (d.open) d.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      class="decision-dialog"
      aria-labelledby="confirm-delete-title"
      aria-describedby="confirm-delete-text"
      onClose={() => {
        if (!confirmed.current) p.onCancel();
      }}
    >
      <h2 id="confirm-delete-title">Delete {p.what}?</h2>
      <p id="confirm-delete-text">{p.consequence}</p>
      <div class="toolbar">
        <button type="button" class="secondary cancel" onClick={() => ref.current?.close()}>
          Cancel
        </button>
        <button
          type="button"
          class="danger confirm"
          onClick={() => {
            confirmed.current = true;
            ref.current?.close();
            p.onConfirm();
          }}
        >
          Delete
        </button>
      </div>
    </dialog>
  );
}
