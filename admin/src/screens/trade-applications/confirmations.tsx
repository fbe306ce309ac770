/** The confirmations a trade application's approval may need, asked as checkboxes when the selection or the last answer calls for them. */

export const CONFIRMATIONS = ["flagged_submissions", "reactivation_unconfirmed", "existing_account_unconfirmed"] as const;
export type Confirmation = (typeof CONFIRMATIONS)[number];

export const LABELS: Record<Confirmation, string> = {
  flagged_submissions: "Approve although later submissions for the email carry other data (they may not come from the applicant)",
  reactivation_unconfirmed: "Reactivate: approve a declined application or a rejected customer",
  existing_account_unconfirmed: "Move the account that existed before the application into the trade group",
};

/** what to do after a refusal, by its code */
export const HINTS: Record<string, string> = {
  flagged_submissions: "Some applications have later submissions with other data: read them in Details, tick the confirmation above and approve again.",
  reactivation_unconfirmed: "Some applications were declined or their customer rejected: tick Reactivate above and approve again.",
  existing_account_unconfirmed: "Some applications name an account that existed before them: tick the confirmation above and approve again.",
  b2b_group_missing: "No B2B customer group is configured: set b2b_registration/b2bGroupId in the module's settings, then approve again.",
  conflict: "Another decision got there first; the grid shows the applications as they are now.",
};

export function Confirmations(p: { asked: ReadonlySet<Confirmation>; confirmed: ReadonlySet<Confirmation>; onChange: (c: Set<Confirmation>) => void }) {
  if (p.asked.size === 0) return null;
  return (
    <fieldset class="confirmations">
      <legend>Before approving</legend>
      {CONFIRMATIONS.filter((c) => p.asked.has(c)).map((c) => (
        <label key={c} class="inline">
          <input
            type="checkbox"
            name={c}
            checked={p.confirmed.has(c)}
            onChange={(e) => {
              const next = new Set(p.confirmed);
              if ((e.currentTarget as HTMLInputElement).checked) next.add(c);
              else next.delete(c);
              p.onChange(next);
            }}
          />{" "}
          {LABELS[c]}
        </label>
      ))}
    </fieldset>
  );
}
