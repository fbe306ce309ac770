/**
 * The explicit confirmation the server asks for when an active rule would match every product of the catalogue
 * (422 `catch_all_unconfirmed`): what the server said, and a deliberate second click that sends confirmCatchAll.
 */
import { useEffect, useRef } from "preact/hooks";
import type { ProblemLike } from "../../components/problem.tsx";

export const isCatchAll = (p: ProblemLike) => p.code === "catch_all_unconfirmed";

export function CatchAllConfirm(p: { message: string; action: string; onConfirm: () => void; onCancel: () => void }) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div role="alertdialog" aria-labelledby="catch-all-title" aria-describedby="catch-all-text" class="rl-confirm">
      <h3 id="catch-all-title">This rule matches every product</h3>
      <p id="catch-all-text">
        {p.message} Every product of the catalogue would be affected for the customers in its scope. Confirm only if that is what you want.
      </p>
      <div class="toolbar">
        <button type="button" class="danger" ref={first} onClick={p.onConfirm}>
          {p.action}: it applies to every product
        </button>
        <button type="button" class="secondary" onClick={p.onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
