/**
 * SQLite (no triggers count writes made outside the API there): rules written outside the API (another process on
 * the same database file, SQL by hand) are noticed by a poll of the rules' digest (every rule row and product link) every CACHE_POLL_MS,
 * on a connection of its own (its statements never count with, nor wait behind, a request's). A stamp that moved
 * calls `changed` (the gate evicts its compiled gates, the answers and fragments built from them). A write through
 * the API evicts at once and hands its stamp to the poll (`absorb`), which then does not evict a second time.
 * The first reading is taken before any gate is built (`ready`): a rule written before it is in the gates built after.
 */
import { createHash } from "node:crypto";
import type { Logger } from "pino";
import { openDb, tuneConnection, type DbHandle } from "../../core/db/client.ts";
import type { DbTarget } from "../../core/db/url.ts";

export class RulesPoll {
  private last?: string;
  private pending?: Promise<void>;
  private readonly handle: DbHandle;
  private readonly tuned: Promise<void>;
  private readonly timer: NodeJS.Timeout;
  private running = false;
  private failing = false;

  constructor(
    target: DbTarget,
    ms: number,
    private readonly logger: Pick<Logger, "warn" | "info">,
    private readonly changed: () => void,
  ) {
    this.handle = openDb(target);
    this.tuned = tuneConnection(this.handle);
    const first = this.read().then(
      (stamp) => {
        this.last = stamp;
      },
      (err: unknown) => this.failed(err),
    );
    this.pending = first.finally(() => {
      this.pending = undefined;
    });
    this.timer = setInterval(() => this.tick(), ms);
    this.timer.unref();
  }

  /** undefined once the first reading is in (or failed: the next one then evicts) */
  ready(): Promise<void> | undefined {
    return this.pending;
  }

  /** after a rule write through the API committed, before it evicts: its stamp is known here */
  async absorb(): Promise<void> {
    try {
      this.last = await this.read();
    } catch (err) {
      this.failed(err);
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.pending;
    await this.tuned.catch(() => {});
    await this.handle.close();
  }

  /**
   * a digest of every rule row and the rules' product links: a write by hand that leaves `updatedAt` alone
   * (`UPDATE "AccessRule" SET "isActive" = 1`) moves it too. The tables are small (rules, not products).
   */
  private async read(): Promise<string> {
    await this.tuned;
    const db = this.handle.db;
    const [rules, links] = await Promise.all([
      db.accessRule.findMany({ orderBy: { id: "asc" } }),
      db.accessRuleProduct.findMany({ orderBy: [{ ruleId: "asc" }, { productId: "asc" }], select: { ruleId: true, productId: true } }),
    ]);
    return createHash("sha256")
      .update(JSON.stringify([rules, links]))
      .digest("base64url");
  }

  private tick(): void {
    if (this.running || this.pending) return;
    this.running = true;
    this.read()
      .then(
        (stamp) => {
          if (this.failing) this.logger.info("access rules poll works again");
          this.failing = false;
          // no earlier reading (the first one failed): gates built meanwhile may predate a write it counts
          if (stamp !== this.last) this.changed();
          this.last = stamp;
        },
        (err: unknown) => this.failed(err),
      )
      .finally(() => {
        this.running = false;
      });
  }

  private failed(err: unknown): void {
    if (!this.failing) this.logger.warn({ err: String(err) }, "access rules poll failed; retrying");
    this.failing = true;
  }
}
