import { href, onLinkClick } from "../../router.ts";

/** back to the forms grid */
export function BackLink() {
  return (
    <a href={href("/forms")} onClick={(e) => onLinkClick(e, "/forms")}>
      All forms
    </a>
  );
}
