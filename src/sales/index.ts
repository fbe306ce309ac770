/**
 * The sales domain: what an order is (its answer shape, its lines' options, its totals) and the payment and
 * shipping methods. Cart (checkout writes orders) and customer (a customer's orders) both build on it.
 */
import { defineDomain } from "../core/modules.ts";

export default defineDomain({
  code: "sales",
  label: "Orders, payment and shipping methods",
  requires: ["catalog"],
});
