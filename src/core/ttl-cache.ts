/** A small bounded map whose entries expire; keys are hashed so secrets are never kept in memory as given. */
import { createHash } from "node:crypto";

export class TtlCache<V> {
  private readonly map = new Map<string, { v: V; exp: number }>();
  constructor(
    private readonly ttlMs: number,
    private readonly max = 1000,
  ) {}

  private key(k: string) {
    return createHash("sha256").update(k).digest("base64");
  }

  get(k: string): V | undefined {
    const key = this.key(k);
    const e = this.map.get(key);
    if (!e) return undefined;
    if (e.exp < Date.now()) {
      this.map.delete(key);
      return undefined;
    }
    return e.v;
  }

  set(k: string, v: V): void {
    if (this.map.size >= this.max) this.map.delete(this.map.keys().next().value!);
    this.map.set(this.key(k), { v, exp: Date.now() + this.ttlMs });
  }

  clear(): void {
    this.map.clear();
  }
}
