/**
 * A modal confirmation (the browser's <dialog> opened with showModal: the page behind is inert, Escape cancels, the
 * focus returns to the button that opened it). It starts on Cancel, so Enter alone confirms nothing; closing it any
 * way but the confirm button calls onCancel. The screens' confirmations put their own title and text inside.
 */
import type { ComponentChildren } from "preact";
import { useEffect, useRef } from "preact/hooks";

export function ConfirmModal(p: {
  labelledBy: string;
  describedBy?: string;
  confirm: string;
  /** the confirm button's classes, e.g. "confirm" or "danger confirm" */
  confirmClass: string;
  onCancel: () => void;
  onConfirm: () => void;
  children: ComponentChildren;
}) {
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
      aria-labelledby={p.labelledBy}
      aria-describedby={p.describedBy}
      onClose={() => {
        if (!confirmed.current) p.onCancel();
      }}
    >
      {p.children}
      <div class="toolbar">
        <button type="button" class="secondary cancel" onClick={() => ref.current?.close()}>
          Cancel
        </button>
        <button
          type="button"
          class={p.confirmClass}
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
