/**
 * A modal confirmation (the browser's <dialog>: the page behind is inert, Escape cancels, the focus returns to the
 * button that opened it) naming the action and the orders it is for; it starts on Cancel, so Enter alone sends nothing.
 */
import { useEffect, useRef } from "preact/hooks";

const SHOWN = 20;

export function ConfirmDialog(p: { title: string; subjects: string[]; confirm: string; onCancel: () => void; onConfirm: () => void }) {
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
      aria-labelledby="orders-confirm-title"
      onClose={() => {
        if (!confirmed.current) p.onCancel();
      }}
    >
      <h2 id="orders-confirm-title">{p.title}</h2>
      <ul class="decision-subjects">
        {p.subjects.slice(0, SHOWN).map((s) => (
          <li key={s}>{s}</li>
        ))}
        {p.subjects.length > SHOWN && <li>and {p.subjects.length - SHOWN} more</li>}
      </ul>
      <div class="toolbar">
        <button type="button" class="secondary cancel" onClick={() => ref.current?.close()}>
          Cancel
        </button>
        <button
          type="button"
          class="confirm"
          onClick={() => {
            confirmed.current = true;
            ref.current?.close();
            p.onConfirm();
          }}
        >
          {p.confirm}
        </button>
      </div>
    </dialog>
  );
}
