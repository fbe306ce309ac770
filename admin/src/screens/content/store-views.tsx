/** The store views a page or block is shown in: none ticked is every store view. */
export function StoreViews(p: { stores: ReadonlyArray<{ id: number; name: string; code: string }>; value: number[]; onChange: (ids: number[]) => void }) {
  const toggle = (id: number) => p.onChange(p.value.includes(id) ? p.value.filter((x) => x !== id) : [...p.value, id].sort((a, b) => a - b));
  return (
    <fieldset>
      <legend>Store views</legend>
      {p.stores.map((s) => (
        <label key={s.id} class="inline">
          <input type="checkbox" checked={p.value.includes(s.id)} onChange={() => toggle(s.id)} />
          {s.name} ({s.code})
        </label>
      ))}
      <p class="help">{p.value.length === 0 ? "None ticked: shown in every store view." : "Shown only in the ticked store views."}</p>
    </fieldset>
  );
}
