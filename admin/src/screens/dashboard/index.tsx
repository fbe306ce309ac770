/**
 * Dashboard: what waits for the merchant (pending customers, pending trade applications), kept live by the
 * approval and trade-registration subscriptions; a browser notification on a new one once the merchant allowed
 * it (asked with a button, never on load); the storefront's last full sync and "Sync now"; the sales figures
 * (scope `sales`, sales.tsx).
 */
import { useEffect, useState } from "preact/hooks";
import { useQuery, useSubscription } from "@urql/preact";
import { graphql } from "../../generated/index.ts";
import { ErrorView } from "../../components/problem.tsx";
import { href, onLinkClick } from "../../router.ts";
import { notify, NotificationToggle } from "./notifications.tsx";
import { StorefrontCard } from "../storefront/card.tsx";
import { SalesSection } from "./sales.tsx";
import { currentSession, hasScope } from "../../session/session.ts";

const PendingCount = graphql(`
  query DashboardPendingCustomers {
    pendingCustomers(filter: { status: [pending] }, pageSize: 1) {
      totalCount
    }
  }
`);

const TradeCount = graphql(`
  query DashboardTradeApplications {
    tradeApplications(filter: { status: [pending] }, pageSize: 1) {
      totalCount
    }
  }
`);

const PendingAdded = graphql(`
  subscription DashboardCustomerPendingAdded {
    customerPendingAdded {
      id
      email
      firstName
      lastName
    }
  }
`);

const ApprovalDecided = graphql(`
  subscription DashboardCustomerApprovalDecided {
    customerApprovalDecided {
      customer {
        id
        approvalStatus
      }
    }
  }
`);

const TradeAdded = graphql(`
  subscription DashboardTradeApplicationAdded {
    tradeApplicationAdded {
      id
      email
    }
  }
`);

const TradeDecided = graphql(`
  subscription DashboardTradeApplicationDecided {
    tradeApplicationDecided {
      application {
        id
        status
      }
    }
  }
`);

interface Activity {
  at: string;
  text: string;
}

export default function Dashboard() {
  const [pending, refetchPending] = useQuery({ query: PendingCount });
  const [trade, refetchTrade] = useQuery({ query: TradeCount });
  const [activity, setActivity] = useState<Activity[]>([]);
  const session = currentSession();
  const canSync = session !== null && hasScope(session, "catalog");
  const canSeeSales = session !== null && hasScope(session, "sales");
  const log = (text: string) => setActivity((a) => [{ at: new Date().toLocaleTimeString(), text }, ...a].slice(0, 20));
  const recount = (which: "customers" | "trade") =>
    which === "customers" ? refetchPending({ requestPolicy: "network-only" }) : refetchTrade({ requestPolicy: "network-only" });

  const [added] = useSubscription({ query: PendingAdded });
  const [decided] = useSubscription({ query: ApprovalDecided });
  const [tAdded] = useSubscription({ query: TradeAdded });
  const [tDecided] = useSubscription({ query: TradeDecided });

  useEffect(() => {
    const c = added.data?.customerPendingAdded;
    if (!c) return;
    const text = `New customer awaiting approval: ${c.firstName} ${c.lastName} <${c.email}>`;
    log(text);
    notify("Customer awaiting approval", text);
    recount("customers");
  }, [added.data]);
  useEffect(() => {
    const d = decided.data?.customerApprovalDecided;
    if (!d) return;
    log(`Customer #${d.customer.id} is now ${d.customer.approvalStatus}`);
    recount("customers");
  }, [decided.data]);
  useEffect(() => {
    const a = tAdded.data?.tradeApplicationAdded;
    if (!a) return;
    const text = `Trade application #${a.id} from ${a.email}`;
    log(text);
    notify("New trade application", text);
    recount("trade");
  }, [tAdded.data]);
  useEffect(() => {
    const d = tDecided.data?.tradeApplicationDecided;
    if (!d) return;
    log(`Trade application #${d.application.id} ${d.application.status}`);
    recount("trade");
  }, [tDecided.data]);

  return (
    <>
      <h1>Dashboard</h1>
      <div class="cards">
        <CountCard
          title="Customers awaiting approval"
          id="count-pending-customers"
          count={pending.data?.pendingCustomers.totalCount}
          link="/customers"
          linkText="Review customers"
        />
        <CountCard
          title="Pending trade applications"
          id="count-trade-applications"
          count={trade.data?.tradeApplications.totalCount}
          link="/trade-applications"
          linkText="Review applications"
        />
        {canSync && <StorefrontCard />}
      </div>
      {pending.error && <ErrorView error={pending.error} />}
      {trade.error && <ErrorView error={trade.error} />}
      <NotificationToggle />
      {canSeeSales && <SalesSection />}
      <section class="panel" aria-labelledby="activity-heading">
        <h2 id="activity-heading">Live activity</h2>
        {activity.length === 0 ? (
          <p>Nothing yet since you opened the console. New registrations and decisions appear here as they happen.</p>
        ) : (
          <ul aria-live="polite">
            {activity.map((a) => (
              <li key={`${a.at}${a.text}`}>
                <time>{a.at}</time> {a.text}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function CountCard(p: { title: string; id: string; count: number | undefined; link: string; linkText: string }) {
  return (
    <section class="card" aria-labelledby={`${p.id}-title`}>
      <h2 id={`${p.id}-title`}>{p.title}</h2>
      <p class="big" id={p.id} aria-live="polite">
        {p.count ?? "…"}
      </p>
      <a href={href(p.link)} onClick={(e) => onLinkClick(e, p.link)}>
        {p.linkText}
      </a>
    </section>
  );
}
