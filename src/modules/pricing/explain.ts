/**
 * `priceExplain`: the price of a product for a company (its group and its lists) or a customer group, in a store,
 * at a quantity, with every candidate and why it won or lost, and every list assigned to that caller that offered
 * nothing (and why). It builds the same provider a request builds (provider.ts) and quotes with the catalogue's
 * one price function (makePricer): no second implementation of a price.
 */
import { byPreference, makePricer, type PriceCandidate, type PriceSubject, type QuantityRule } from "../../catalog/price-function.ts";
import { amount, amountText, compare } from "../../core/money.ts";
import { ProblemError } from "../../core/errors.ts";
import { listsSnapshot } from "./cache.ts";
import { assignedLists, notLiveReason, type PriceSpec, type PricingModule } from "./context.ts";
import { buildProvider } from "./provider.ts";

export interface ExplainArgs {
  productId: number;
  qty?: number | null;
  companyId?: number | null;
  customerGroupId?: number | null;
  storeId?: number | null;
  /** the moment (default now) */
  at?: Date;
}

export interface ExplainedCandidate {
  source: "catalog" | "priceList";
  priceListId: number | null;
  priceListCode: string | null;
  priority: number | null;
  kind: PriceCandidate["kind"];
  tierQty: number | null;
  /** rounded to the currency */
  price: number;
  /** as stored (4 decimals) */
  storedPrice: number;
  won: boolean;
  reason: string;
}

export interface NotOffered {
  priceListId: number;
  priceListCode: string;
  priority: number;
  reason: string;
}

export interface ExplainResult {
  /** whether per-company pricing is on in the store (off: the catalogue's price alone) */
  enabled: boolean;
  /** rounded to the currency */
  price: number;
  currency: string;
  productId: number;
  /** the SKU explained: the product's own, or a composite's cheapest child's (the price its answers show) */
  sku: string;
  qty: number;
  storeId: number;
  customerGroupId: number;
  companyId: number | null;
  quantityRule: QuantityRule | null;
  /** every candidate, the winner first */
  candidates: ExplainedCandidate[];
  /** the lists assigned to the caller that offered nothing for the product (or do not apply now), and why */
  notOffered: NotOffered[];
}

const invalid = (field: string, code: string, message: string) => new ProblemError(422, code, message, { errors: [{ field, code, message }] });

const CHILD_KIND: Record<string, string> = { configurable: "variant", grouped: "grouped" };

const subjectSelect = {
  id: true,
  sku: true,
  type: true,
  status: true,
  price: true,
  specialPrice: true,
  specialFromDate: true,
  specialToDate: true,
  attributeSetId: true,
  inStock: true,
  stockQty: true,
  tierPrices: { select: { groupId: true, qty: true, price: true } },
  categories: { select: { categoryId: true } },
  attributeValues: { select: { attributeId: true, value: true } },
} as const;

/**
 * who is priced: the company's group and lists when its standing gives its members the company's group (active or
 * blocked, with the company module on, as a request's caller: context.ts `callerSpec`), else the group (default 0),
 * in the store (default the default store)
 */
export async function explainSpec(m: PricingModule, a: ExplainArgs): Promise<{ spec: PriceSpec; currency: string }> {
  const app = m.app;
  const stores = await app.stores();
  const store = a.storeId == null ? stores.default : stores.all.find((s) => s.id === a.storeId);
  if (!store) throw invalid("storeId", "unknown_store", `No store ${a.storeId}`);
  const at = a.at ?? new Date();
  if (a.companyId != null) {
    const company = await app.db.company.findUnique({ where: { id: a.companyId }, select: { id: true, customerGroupId: true, status: true } });
    if (!company) throw invalid("companyId", "unknown_company", `No company ${a.companyId}`);
    const companies = m.dependency("company");
    const companyOn = !!companies && (await companies.isEnabled(store.id));
    if (companyOn && (company.status === "active" || company.status === "blocked"))
      return { spec: { storeId: store.id, currency: store.currency, groupId: company.customerGroupId, companyId: company.id, at }, currency: store.currency };
  }
  const groupId = a.customerGroupId ?? 0;
  if (!(await app.db.customerGroup.findUnique({ where: { id: groupId }, select: { id: true } })))
    throw invalid("customerGroupId", "unknown_customer_group", `No customer group ${groupId}`);
  return { spec: { storeId: store.id, currency: store.currency, groupId, companyId: null, at }, currency: store.currency };
}

/** of the enabled children, those in stock when any is (compositeMinimalPrice's choice, catalog/composite-price.ts) */
function buyable<C extends { status: number; inStock: boolean; stockQty: number }>(children: C[]): C[] {
  const enabled = children.filter((c) => c.status === 1);
  const inStock = enabled.filter((c) => c.inStock && c.stockQty >= 1);
  return inStock.length ? inStock : enabled;
}

export async function explainPrice(m: PricingModule, a: ExplainArgs): Promise<ExplainResult> {
  const app = m.app;
  const qty = a.qty ?? 1;
  if (!(qty > 0)) throw invalid("qty", "invalid_qty", "The quantity must be above 0");
  const { spec, currency } = await explainSpec(m, a);
  const product = await app.db.product.findUnique({
    where: { id: a.productId },
    select: { ...subjectSelect, childLinks: { orderBy: { position: "asc" }, select: { kind: true, child: { select: subjectSelect } } } },
  });
  if (!product)
    throw new ProblemError(404, "not_found", `No product ${a.productId}`, { errors: [{ field: "productId", code: "not_found", message: "no such product" }] });
  const enabled = (await m.configForStore(spec.storeId)).enabled;
  const provider = enabled ? await buildProvider(app, spec) : null;
  const pricer = makePricer(spec.groupId, spec.at, provider ? [provider] : []);

  // a configurable's or grouped product's price is its cheapest child's (what its answers show and the cart charges):
  // a variant judged with its configurable (its own categories when it has any), a grouped child as itself; a
  // variant asked for by its own id is judged with its configurable too, as the cart does
  const self = product as unknown as PriceSubject;
  const kind = CHILD_KIND[product.type];
  const children = kind ? buyable(product.childLinks.filter((l) => l.kind === kind).map((l) => l.child)) : [];
  const childParent = product.type === "configurable" ? self : undefined;
  let ownParent: PriceSubject | undefined;
  if (!kind) {
    const link = await app.db.productLink.findFirst({
      where: { childId: product.id, kind: "variant", parent: { type: "configurable" } },
      orderBy: { parentId: "asc" },
      select: { parent: { select: subjectSelect } },
    });
    if (link) ownParent = link.parent as unknown as PriceSubject;
  }
  let subject = self;
  let parent: PriceSubject | undefined = ownParent;
  let quote = pricer.quote(self, qty, ownParent);
  let first = true;
  for (const c of children as unknown as PriceSubject[]) {
    const q = pricer.quote(c, qty, childParent);
    if (compare(q.price, 0) <= 0) continue;
    if (first || compare(q.price, quote.price) < 0) {
      subject = c;
      parent = childParent;
      quote = q;
      first = false;
    }
  }

  const winner = quote.winner;
  const money = (n: number) => amountText(n, currency);
  const shown = (x: number, y: number) => (money(x) === money(y) ? [x.toFixed(4), y.toFixed(4)] : [money(x), money(y)]);
  const tieReason = (a: PriceCandidate, b: PriceCandidate): string => {
    if (a.source !== b.source) return "tie: a price list's price goes before the catalogue's";
    if ((a.priority ?? 0) !== (b.priority ?? 0)) return `tie: lower priority number wins (${a.priority} < ${b.priority})`;
    return `tie: lower list id wins (${a.priceListId} < ${b.priceListId})`;
  };
  const candidates: ExplainedCandidate[] = quote.candidates.map((c, i) => {
    const won = c === winner;
    let reason: string;
    if (won) {
      const next = quote.candidates[1];
      reason = next && compare(next.price, c.price) === 0 ? `lowest price; ${tieReason(c, next)}` : "lowest price";
    } else if (compare(c.price, winner.price) > 0) {
      const [x, y] = shown(c.price, winner.price);
      reason = `higher than the winner (${x} > ${y})`;
    } else reason = byPreference(winner, c) < 0 ? tieReason(winner, c) : `after candidate ${i}`;
    return {
      source: c.source,
      priceListId: c.priceListId,
      priceListCode: c.priceListCode,
      priority: c.priority,
      kind: c.kind,
      tierQty: c.tierQty,
      price: amount(c.price, currency),
      storedPrice: c.price,
      won,
      reason,
    };
  });

  const notOffered: NotOffered[] = [];
  if (enabled) {
    for (const o of provider?.offers(subject, qty, parent) ?? [])
      if (!o.candidate) notOffered.push({ priceListId: o.list.id, priceListCode: o.list.code, priority: o.list.priority, reason: o.reason ?? "" });
    for (const l of assignedLists(await listsSnapshot(app), spec)) {
      const why = notLiveReason(l, spec.storeId, spec.at, spec.currency);
      if (why) notOffered.push({ priceListId: l.id, priceListCode: l.code, priority: l.priority, reason: `does not apply: ${why}` });
    }
  }

  return {
    enabled,
    price: amount(quote.price, currency),
    currency,
    productId: product.id,
    sku: subject.sku,
    qty,
    storeId: spec.storeId,
    customerGroupId: spec.groupId,
    companyId: spec.companyId,
    quantityRule: quote.explanation.quantityRule,
    candidates,
    notOffered,
  };
}
