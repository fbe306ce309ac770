/**
 * The one way the console shows an outcome: a typed Problem (code, message, field errors), a transport or
 * GraphQL error, a success line, and the per-row results of a mass action.
 */
import type { ComponentChildren } from "preact";
import type { CombinedError } from "@urql/core";

export interface ProblemLike {
  code: string;
  message: string;
  status?: number;
  errors?: ReadonlyArray<{ field: string; code: string; message: string }>;
}

export function isProblem(v: unknown): v is ProblemLike & { __typename: "Problem" } {
  return typeof v === "object" && v !== null && (v as { __typename?: string }).__typename === "Problem";
}

export function ProblemView({ problem, title }: { problem: ProblemLike; title?: string }) {
  return (
    <div role="alert" class="problem">
      <p>
        {title && <strong>{title}: </strong>}
        {problem.message} <code>{problem.code}</code>
      </p>
      {problem.errors && problem.errors.length > 0 && (
        <ul>
          {problem.errors.map((e) => (
            <li key={`${e.field}:${e.code}`}>
              <code>{e.field}</code>: {e.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** an urql CombinedError: the network or the GraphQL errors, with their codes */
export function ErrorView({ error }: { error: CombinedError }) {
  if (error.networkError) return <ProblemView problem={{ code: "network", message: `The server could not be reached: ${error.networkError.message}` }} />;
  return (
    <div role="alert" class="problem">
      <ul>
        {error.graphQLErrors.map((e) => (
          <li key={e.message}>
            {e.message} {typeof e.extensions?.code === "string" && <code>{e.extensions.code}</code>}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Success({ children }: { children: ComponentChildren }) {
  return (
    <p role="status" class="success">
      {children}
    </p>
  );
}

/** one line per id of a mass action: ok, or its problem */
export interface MassResult {
  id: number;
  /** names the row as it was when the action ran (it may have left the grid since) */
  label: string;
  problem?: ProblemLike;
}

export function MassResults({ results }: { results: ReadonlyArray<MassResult> }) {
  if (results.length === 0) return null;
  const failed = results.filter((r) => r.problem).length;
  return (
    <section class="mass-results" aria-label="Results">
      <p role="status">
        {results.length - failed} done{failed > 0 ? `, ${failed} refused` : ""}.
      </p>
      <ul>
        {results.map((r) => (
          <li key={r.id} class={r.problem ? "refused" : "done"}>
            {r.label}: {r.problem ? <ProblemInline problem={r.problem} /> : "done"}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ProblemInline({ problem }: { problem: ProblemLike }) {
  return (
    <span class="problem-inline">
      {problem.message} <code>{problem.code}</code>
    </span>
  );
}
