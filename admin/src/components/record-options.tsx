/** The `<option>`s of a `<select>` that picks a record by id (a customer group, a store, a country), labelled by its name. */
export function RecordOptions({ records }: { records: ReadonlyArray<{ id: number | string; name: string }> }) {
  return (
    <>
      {records.map((r) => (
        <option key={r.id} value={String(r.id)}>
          {r.name}
        </option>
      ))}
    </>
  );
}
