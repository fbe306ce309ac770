/**
 * The confirmation before a write that changes what shoppers see (a module switch, the access gate's mode, the
 * login wall, the activation matrix, an access rule): the screen first sends the same write with `dryRun: true`,
 * the server answers what it would change (per customer group: products that lose or gain their price, leave or
 * come back to the listings, stop or start being purchasable; the login wall; module switches), and a modal
 * <dialog> names those counts. The write is sent only on Confirm; Cancel (the default, and Escape) sends nothing.
 * A write whose impact is empty (or whose dry run was refused: the write will say why) is not asked about.
 *
 *   const impact = useImpactConfirm();
 *   if (!(await impact.ask("Save Access gate?", [{ label: "Mode: basic", run: () => set({ ..., dryRun: true }).then((r) => r.data?.configValueSet) }]))) return;
 *   ... the write as before ...
 *   return <>...{impact.view}</>;
 */
import { useEffect, useRef, useState } from "preact/hooks";
import { graphql } from "../generated/index.ts";
import type { ShopperImpactFieldsFragment } from "../generated/graphql.ts";
import "./confirm-impact.css";

export const ShopperImpactFields = graphql(`
  fragment ShopperImpactFields on ShopperImpact {
    storeCode
    storeCodes
    empty
    summary
    loginWall
    modules {
      code
      label
      enabled
    }
    groups {
      storeCode
      groupId
      groupName
      losePrice
      gainPrice
      disappear
      reappear
      becomeUnpurchasable
      becomePurchasable
      before {
        listed
        priced
      }
      after {
        listed
        priced
      }
    }
  }
`);

export type ShopperImpact = ShopperImpactFieldsFragment;

export interface ImpactItem {
  /** what this write changes, e.g. "Mode: rules → basic" */
  label: string;
  impact: ShopperImpact;
}

/** a dry run's answer: its `impact` when it carries one (a Problem, or no answer, carries none) */
const impactOf = (answer: unknown): ShopperImpact | null =>
  answer && typeof answer === "object" && "impact" in answer ? ((answer as { impact: ShopperImpact | null }).impact ?? null) : null;

const COLUMNS: [keyof ShopperImpact["groups"][number], string][] = [
  ["losePrice", "Lose their price"],
  ["gainPrice", "Show their price again"],
  ["disappear", "Leave the listings"],
  ["reappear", "Come back to the listings"],
  ["becomeUnpurchasable", "Can no longer be bought"],
  ["becomePurchasable", "Can be bought again"],
];

const who = (g: ShopperImpact["groups"][number]) => (g.groupId === 0 ? `Guests (${g.groupName})` : g.groupName);

export function ImpactDialog(p: { title: string; items: ImpactItem[]; onCancel: () => void; onConfirm: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const confirmed = useRef(false);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (!d.open) d.showModal();
    // Cancel first: Enter alone never changes what shoppers see
    d.querySelector<HTMLButtonElement>("button.cancel")?.focus();
    return () => {
      if (d.open) d.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      class="decision-dialog impact-dialog"
      aria-labelledby="impact-dialog-title"
      aria-describedby="impact-dialog-lead"
      onClose={() => {
        if (!confirmed.current) p.onCancel();
      }}
    >
      <h2 id="impact-dialog-title">{p.title}</h2>
      <p id="impact-dialog-lead">This changes what shoppers see as soon as it is saved. Counted by the server over the products the catalogue lists:</p>
      {p.items.map((item, i) => {
        const id = `impact-${i}`;
        return (
          <section key={item.label} class="impact-item" aria-labelledby={id}>
            <h3 id={id}>{item.label}</h3>
            <p class="impact-summary">{item.impact.summary}</p>
            <ul>
              {item.impact.modules.map((m) => (
                <li key={m.code}>
                  The {m.label} module is switched <strong>{m.enabled ? "on" : "off"}</strong>.
                </li>
              ))}
              {item.impact.loginWall && (
                <li>
                  The login wall turns <strong>{item.impact.loginWall}</strong>:{" "}
                  {item.impact.loginWall === "on" ? "guests must log in to see the catalogue." : "guests see the catalogue without logging in."}
                </li>
              )}
            </ul>
            {item.impact.groups.length > 0 && (
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls here, reachable by keyboard (axe scrollable-region-focusable)
              <section class="grid" aria-label={`Counts per customer group: ${item.label}`} tabIndex={0}>
                <table class="impact-table">
                  <caption>
                    Products per customer group (store view{item.impact.storeCodes.length > 1 ? "s" : ""} {item.impact.storeCodes.join(", ")})
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Customer group</th>
                      {COLUMNS.map(([k, label]) => (
                        <th key={k} scope="col" class="num">
                          {label}
                        </th>
                      ))}
                      <th scope="col" class="num">
                        Listed with a price, after
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {item.impact.groups.map((g) => (
                      <tr key={`${g.storeCode}:${g.groupId}`} data-group={g.groupId} data-store={g.storeCode}>
                        <th scope="row">
                          {who(g)}
                          {item.impact.storeCodes.length > 1 ? ` at ${g.storeCode}` : ""}
                        </th>
                        {COLUMNS.map(([k]) => (
                          <td key={k} class="num" data-count={k}>
                            {g[k] as number}
                          </td>
                        ))}
                        <td class="num">
                          {g.after.priced} of {g.after.listed} (now {g.before.priced} of {g.before.listed})
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            )}
          </section>
        );
      })}
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
          Confirm and save
        </button>
      </div>
    </dialog>
  );
}

/** a dry run to send first: what it is (the dialog's heading) and the call answering the mutation's result */
export interface Preview {
  label: string;
  run: () => Promise<unknown>;
}

/**
 * Asks before a write that changes what shoppers see: `ask` sends the dry runs, and resolves true at once when
 * none changes anything, else shows the dialog and resolves with the merchant's answer. Render `view`.
 */
export function useImpactConfirm() {
  const [asking, setAsking] = useState<{ title: string; items: ImpactItem[]; resolve: (ok: boolean) => void } | null>(null);
  const [counting, setCounting] = useState(false);
  const ask = async (title: string, previews: Preview[]): Promise<boolean> => {
    const items: ImpactItem[] = [];
    setCounting(true);
    try {
      for (const p of previews) {
        const impact = impactOf(await p.run());
        if (impact && !impact.empty) items.push({ label: p.label, impact });
      }
    } finally {
      setCounting(false);
    }
    if (!items.length) return true;
    return new Promise<boolean>((resolve) => setAsking({ title, items, resolve }));
  };
  const answer = (ok: boolean) => {
    asking?.resolve(ok);
    setAsking(null);
  };
  const view = (
    <>
      {counting && (
        <p class="notice" role="status" aria-busy="true">
          Counting what this changes for shoppers…
        </p>
      )}
      {asking && <ImpactDialog title={asking.title} items={asking.items} onCancel={() => answer(false)} onConfirm={() => answer(true)} />}
    </>
  );
  return { ask, view, busy: counting || asking !== null };
}
