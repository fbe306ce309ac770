/** RFC 9457 problem details with a stable machine-readable `code`. */
export interface FieldError {
  field: string;
  code: string;
  message: string;
}

const TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

export class ProblemError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors?: FieldError[];
  readonly extra?: Record<string, unknown>;
  readonly headers?: Record<string, string>;

  constructor(
    status: number,
    code: string,
    detail: string,
    opts: { errors?: FieldError[]; extra?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(detail);
    this.name = "ProblemError";
    this.status = status;
    this.code = code;
    this.errors = opts.errors;
    this.extra = opts.extra;
    this.headers = opts.headers;
  }

  toJSON() {
    return problemBody(this.status, this.code, this.message, this.errors, this.extra);
  }
}

export function problemBody(status: number, code: string, detail: string, errors?: FieldError[], extra?: Record<string, unknown>) {
  return {
    type: `https://b2b-trade.dev/problems/${code}`,
    title: TITLES[status] ?? "Error",
    status,
    detail,
    code,
    ...(errors?.length ? { errors } : {}),
    ...extra,
  };
}

export const notFound = (what: string, code = "not_found") => new ProblemError(404, code, `${what} not found`);
export const badRequest = (detail: string, code = "invalid_request", errors?: FieldError[]) => new ProblemError(400, code, detail, { errors });
export const validationFailed = (errors: FieldError[], detail = "The request has invalid fields") => new ProblemError(422, "invalid", detail, { errors });

type ZodIssueLike = { path: ReadonlyArray<PropertyKey>; code: string; message: string };

/** zod issues -> field errors (`where` names an issue without a path: "body", "query", "input") */
export function fieldErrorsFromZod(issues: ReadonlyArray<ZodIssueLike>, where = "body"): FieldError[] {
  return issues.map((i) => ({ field: i.path.map(String).join(".") || where, code: i.code, message: i.message }));
}

/**
 * The one zod-to-problem converter: 422 `invalid` with field errors, or 400 `invalid_request` where a
 * contract says so (query parameters, token endpoints, paging arguments).
 */
export function zodProblem(issues: ReadonlyArray<ZodIssueLike>, opts: { status?: 400 | 422; where?: string; detail?: string } = {}): ProblemError {
  const status = opts.status ?? 422;
  const errors = fieldErrorsFromZod(issues, opts.where);
  if (status === 400) return new ProblemError(400, "invalid_request", opts.detail ?? "The request has invalid or missing fields", { errors });
  return new ProblemError(422, "invalid", opts.detail ?? "The request has invalid fields", { errors });
}
