/** "History": a record page's link to its own entries in the audit log (opened in place; a new tab on a modified click). */
import { href, onLinkClick } from "../../router.ts";

export const historyPath = (entityType: string, entityId: string | number) =>
  `/audit-log?${new URLSearchParams({ entityType, entityId: String(entityId) }).toString()}`;

export function HistoryLink({ entityType, entityId, label }: { entityType: string; entityId: string | number; label?: string }) {
  const to = historyPath(entityType, entityId);
  return (
    <a class="history-link" href={href(to)} onClick={(e) => onLinkClick(e, to)} aria-label={label ? `History of ${label}` : undefined}>
      History
    </a>
  );
}
