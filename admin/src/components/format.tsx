/** Small display helpers shared by the screens: dates and status badges (form answers: answers.tsx). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "—";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString();
}

export function Badge({ value, label }: { value: string; label?: string }) {
  return <span class={`badge ${value}`}>{label ?? value}</span>;
}
