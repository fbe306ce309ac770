/** Names the products screen shows for the catalogue's codes. */
export const PRODUCT_TYPES = ["simple", "virtual", "configurable", "grouped", "bundle", "downloadable", "giftcard"] as const;

export const VISIBILITIES = [
  { id: 1, name: "Not visible individually" },
  { id: 2, name: "Catalog" },
  { id: 3, name: "Search" },
  { id: 4, name: "Catalog, search" },
];

export const statusLabel = (status: number) => (status === 1 ? "Enabled" : "Disabled");

/** a category in a flat list, indented by its depth, "(inactive)" when it is */
export const categoryLabel = (c: { name: string; level: number; isActive: boolean }) =>
  `${"\u2014 ".repeat(Math.max(0, c.level - 1))}${c.name}${c.isActive ? "" : " (inactive)"}`;
