/** The module contract v2 pieces the approval module relies on, without a server. */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { EventBus } from "../../../src/core/events.ts";
import { defineModule, dependencyOrder, ModuleRegistry, type ModuleDefinition } from "../../../src/core/modules.ts";
import type { App } from "../../../src/core/kernel.ts";

const mod = (code: string, deps: { requires?: string[]; optional?: string[] } = {}) =>
  defineModule({
    code,
    manifestCode: `b2b-${code}`,
    label: code,
    config: { prefix: `x_${code}`, schema: z.object({ enabled: z.boolean() }), defaults: { enabled: false }, public: () => ({}) },
    ...deps,
  }) as unknown as ModuleDefinition;

describe("module contract v2", () => {
  it("requires/optional: modules start in dependency order; a missing required module is refused with a clear message; a cycle too", () => {
    const order = dependencyOrder([mod("registration", { requires: ["forms"], optional: ["approval", "gate"] }), mod("approval"), mod("forms")]).map(
      (d) => d.code,
    );
    expect(order.indexOf("registration")).toBeGreaterThan(order.indexOf("approval"));
    expect(order.indexOf("registration")).toBeGreaterThan(order.indexOf("forms"));
    expect(() => dependencyOrder([mod("registration", { requires: ["forms"] })])).toThrow(
      /module "registration" requires module "forms", which is not installed/,
    );
    expect(() => dependencyOrder([mod("a", { optional: ["b"] }), mod("b", { requires: ["a"] })])).toThrow(/cycle/);
  });

  it("registry.service: undefined for an absent module; a present one's service answers isEnabled; undeclared use is refused", async () => {
    const app = { config: { typed: async (_p: string, storeId: number) => ({ enabled: storeId === 2 }) } } as unknown as App;
    const reg = new ModuleRegistry(app, [mod("registration", { optional: ["approval", "gate"] }), mod("approval")] as never);
    expect(reg.service("gate")).toBeUndefined();
    const svc = reg.service("approval")!;
    expect(await svc.isEnabled(1)).toBe(false);
    expect(await svc.isEnabled(2)).toBe(true);
    const registration = reg.get("registration")!;
    expect(registration.dependency("gate")).toBeUndefined();
    expect(registration.dependency("approval")).toBe(svc);
    expect(() => reg.get("approval")!.dependency("registration")).toThrow(/without declaring it/);
  });

  it("hooks: a module's events are declared with a phase; an undeclared dispatch is an error; one name has one owner", async () => {
    const bus = new EventBus();
    expect(bus.spec("customer_login_before")).toMatchObject({ phase: "inTransaction", owner: "core" });
    bus.declare("x_done", { phase: "afterCommit" }, "x");
    expect(() => bus.declare("x_done", { phase: "afterCommit" }, "y")).toThrow(/declared by "x" and "y"/);
    // observing an event nobody emits is allowed (an optional module may be absent); dispatching one is not
    bus.on("never_declared" as never, () => {});
    await expect(bus.dispatch("never_declared" as never, {} as never)).rejects.toThrow(/not declared/);
  });
});
