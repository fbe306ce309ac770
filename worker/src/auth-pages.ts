/**
 * Login, registration and forgotten passwords (the request, and the page the mailed link opens) as
 * server-rendered forms (they work without JavaScript), and the login wall's landing page. The JSON `POST /api/auth/login` stays for scripts; both set the same HttpOnly cookie.
 */
import type { Context } from "hono";
import { html, raw } from "hono/html";
import type { AppEnv } from "./env.ts";
import { backendFetch } from "./backend.ts";
import { cartIdOf, type Problem } from "./cart-pages.ts";
import { forwardVisitorIp } from "./client-ip.ts";
import { field, type FieldErrors, fieldErrors, type Notes, notes, refusal, refusedStatus } from "./forms.ts";
import { keys } from "./keys.ts";
import { type PageInput, type PageResult, TRADE_APPLY_PATH } from "./pages.ts";
import { openSession } from "./proxy.ts";

export const FORGOT_PATH = "/account/forgot-password";
export const RESET_PATH = "/account/reset-password";

/** a path on this storefront to go on to after logging in; anything else is the home page */
export function safeNext(v: string | null | undefined): string {
  return v && /^\/(?![/\\])[^\s\\]{0,500}$/.test(v) && !v.startsWith("/account/login") ? v : "/";
}

function loginForm(next: string, email: string, errors: FieldErrors) {
  return html`<form action="/account/login" method="post" class="narrow" novalidate>
<input type="hidden" name="next" value="${next}">
${field({ name: "email", label: "Email", type: "email", autocomplete: "username", required: true, value: email, prefix: "login" }, errors)}
${field({ name: "password", label: "Password", type: "password", autocomplete: "current-password", required: true, prefix: "login" }, errors)}
<p><button>Log in</button></p>
<p><a href="${FORGOT_PATH}">Forgot your password?</a></p>
</form>`;
}

export function loginPage(i: PageInput, n: Notes & { email?: string; next?: string; wallMessage?: string } = {}, status = 200): PageResult {
  const next = safeNext(n.next ?? i.url.searchParams.get("next"));
  return {
    status,
    live: status !== 200 || next !== "/",
    title: "Log in",
    crumbs: [{ label: "Log in" }],
    body: html`<h1>Log in</h1>${n.wallMessage ? html`<p class="notice" role="note">${n.wallMessage}</p>` : ""}${notes(n)}
<div class="auth-layout">${loginForm(next, n.email ?? "", n.errors ?? {})}
<aside class="summary"><h2>New here?</h2><p><a class="button secondary" href="/account/register">Create an account</a></p><p>Buying for a business? <a href="${TRADE_APPLY_PATH}">Apply for a trade account</a>.</p></aside></div>`,
  };
}

async function token(c: Context<AppEnv>, i: PageInput, email: string, password: string) {
  const headers = new Headers({ "content-type": "application/json" });
  await forwardVisitorIp(c, headers);
  const maskedId = cartIdOf(c) ?? undefined;
  const res = await backendFetch(i.env, "/api/rest/v2/auth/token", {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password, maskedId }),
    store: i.store,
    anonymous: true,
  });
  return { status: res.status, text: await res.text() };
}

/** a refusal's body; a company's refusal (403 `company_pending`, `company_rejected`, `company_member_inactive`) carries its configured `message` */
const parse = (t: string): Problem & { code?: string; message?: string } => {
  try {
    return JSON.parse(t) as Problem & { code?: string; message?: string };
  } catch {
    return {};
  }
};

/** POST /account/login (urlencoded): the cookie and a 303 on, or the form again with the reason */
export async function postLogin(c: Context<AppEnv>, i: PageInput, form: URLSearchParams, wallMessage?: string): Promise<PageResult> {
  const email = (form.get("email") ?? "").trim();
  const password = form.get("password") ?? "";
  const next = safeNext(form.get("next"));
  const errors: FieldErrors = {};
  if (!email) errors.email = "Enter your email address.";
  if (!password) errors.password = "Enter your password.";
  if (Object.keys(errors).length) return loginPage(i, { errors, email, next, wallMessage, alert: "Please fill in both fields." }, 422);
  const r = await token(c, i, email, password);
  if (r.status === 200) {
    openSession(c, r.text);
    return { status: 303, redirect: next };
  }
  const p = parse(r.text);
  const alert =
    r.status === 401
      ? "The email or password is not right."
      : r.status >= 500
        ? "Logging in is unavailable just now. Please try again."
        : (p.message ?? p.detail ?? "You cannot log in.");
  return loginPage(i, { email, next, wallMessage, alert, errors: fieldErrors(p) }, r.status >= 500 ? 502 : r.status);
}

export function registerPage(_i: PageInput, n: Notes & { values?: URLSearchParams } = {}, status = 200): PageResult {
  const errors = n.errors ?? {};
  const v = (k: string) => n.values?.get(k) ?? "";
  return {
    status,
    live: status !== 200,
    title: "Create an account",
    crumbs: [{ label: "Create an account" }],
    body: html`<h1>Create an account</h1>${notes(n)}
<div class="auth-layout"><form action="/account/register" method="post" class="narrow" novalidate>
<div class="grid2">
${field({ name: "firstName", label: "First name", autocomplete: "given-name", required: true, value: v("firstName"), prefix: "r" }, errors)}
${field({ name: "lastName", label: "Last name", autocomplete: "family-name", required: true, value: v("lastName"), prefix: "r" }, errors)}
</div>
${field({ name: "email", label: "Email", type: "email", autocomplete: "email", required: true, value: v("email"), prefix: "r" }, errors)}
${field({ name: "password", label: "Password", type: "password", autocomplete: "new-password", required: true, prefix: "r", hint: "At least 8 characters." }, errors)}
<p><button>Create account</button></p>
</form>
<aside class="summary"><h2>Already a customer?</h2><p><a class="button secondary" href="/account/login">Log in</a></p><p>Buying for a business? <a href="${TRADE_APPLY_PATH}">Apply for a trade account</a>.</p></aside></div>`,
  };
}

/** POST /account/register: the account, then a login where the account may log in at once */
export async function postRegister(c: Context<AppEnv>, i: PageInput, form: URLSearchParams): Promise<PageResult> {
  const f = (k: string) => (form.get(k) ?? "").trim();
  const errors: FieldErrors = {};
  for (const [k, msg] of [
    ["firstName", "Enter your first name."],
    ["lastName", "Enter your last name."],
  ] as const)
    if (!f(k)) errors[k] = msg;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f("email"))) errors.email = "Enter an email address like name@example.com.";
  if ((form.get("password") ?? "").length < 8) errors.password = "Use at least 8 characters.";
  if (Object.keys(errors).length) return registerPage(i, { errors, values: form, alert: "Please correct the marked fields." }, 422);
  const headers = new Headers({ "content-type": "application/json" });
  await forwardVisitorIp(c, headers);
  const res = await backendFetch(i.env, "/api/rest/v2/customers", {
    method: "POST",
    headers,
    body: JSON.stringify({ firstName: f("firstName"), lastName: f("lastName"), email: f("email"), password: form.get("password") }),
    store: i.store,
    anonymous: true,
  });
  const text = await res.text();
  if (res.status >= 400) {
    return registerPage(i, { ...refusal(parse(text), "The account could not be created."), values: form }, refusedStatus(res.status));
  }
  const login = await token(c, i, f("email"), form.get("password") ?? "");
  if (login.status === 200) {
    openSession(c, login.text);
    return { status: 303, redirect: "/account" };
  }
  // an account that waits for approval: the backend's message says so
  const waiting = parse(login.text);
  return loginPage(i, { email: f("email"), message: `Your account is created. ${waiting.message ?? waiting.detail ?? "You can log in now."}` }, 200);
}

/** the login wall's landing page: the merchant's CMS page beside the login form, with the ways to an account */
export async function wallLanding(i: PageInput, identifier: string, wallMessage?: string): Promise<PageResult> {
  const t = await i.env.KV.get(keys.cms(i.store, identifier));
  const page = t ? (JSON.parse(t) as { title: string; content: string; contentHeading?: string }) : null;
  const next = safeNext(i.url.searchParams.get("next"));
  return {
    status: 200,
    title: page?.title ?? "Please log in",
    body: html`<div class="landing">
<section class="cms" aria-labelledby="landing-h"><h1 id="landing-h">${page?.contentHeading || page?.title || "Please log in"}</h1>
${wallMessage ? html`<p class="notice" role="note">${wallMessage}</p>` : ""}${page ? raw(page.content) : ""}</section>
<section class="summary" aria-labelledby="landing-login"><h2 id="landing-login">Log in</h2>${loginForm(next, "", {})}
<p>No account yet? <a href="/account/register">Create one</a> or <a href="${TRADE_APPLY_PATH}">apply for a trade account</a>.</p></section>
</div>`,
  };
}

// ---- forgotten passwords

/** the one answer to a reset request, whether or not the email has an account */
export const FORGOT_SENT =
  "If there is an account with this email, we have sent it a link to choose a new password. The link works once and for a limited time; if no mail arrives, check your spam folder or ask again.";

export function forgotPage(_i: PageInput, n: Notes & { email?: string; sent?: boolean } = {}, status = 200): PageResult {
  const errors = n.errors ?? {};
  return {
    status,
    live: status !== 200 || !!n.sent,
    title: "Forgot your password?",
    crumbs: [{ label: "Log in", href: "/account/login" }, { label: "Forgot your password?" }],
    body: html`<h1>Forgot your password?</h1>${notes(n)}
<div class="auth-layout">${
      n.sent
        ? html`<div class="narrow"><p><a class="button" href="/account/login">Back to log in</a></p><p>No mail? <a href="${FORGOT_PATH}">Ask for another link</a>.</p></div>`
        : html`<form action="${FORGOT_PATH}" method="post" class="narrow" novalidate>
<p>Enter the email address of your account and we will send you a link to choose a new password.</p>
${field({ name: "email", label: "Email", type: "email", autocomplete: "email", required: true, value: n.email ?? "", prefix: "forgot" }, errors)}
<p><button>Send the link</button></p>
</form>`
    }
<aside class="summary"><h2>Remembered it?</h2><p><a class="button secondary" href="/account/login">Log in</a></p><p>No account yet? <a href="/account/register">Create one</a>.</p></aside></div>`,
  };
}

/** POST /account/forgot-password: the backend mails the link; the page never tells whether the email has an account */
export async function postForgot(c: Context<AppEnv>, i: PageInput, form: URLSearchParams): Promise<PageResult> {
  const email = (form.get("email") ?? "").trim();
  if (!EMAIL.test(email) || email.length > 254)
    return forgotPage(i, { email, errors: { email: "Enter an email address like name@example.com." }, alert: "Please correct the marked field." }, 422);
  const headers = new Headers({ "content-type": "application/json" });
  await forwardVisitorIp(c, headers);
  const res = await backendFetch(i.env, "/api/rest/v2/customers/password/forgot", {
    method: "POST",
    headers,
    body: JSON.stringify({ email }),
    store: i.store,
    anonymous: true,
  });
  const text = await res.text();
  if (res.status === 200) return forgotPage(i, { sent: true, message: FORGOT_SENT });
  if (res.status === 429) return forgotPage(i, { email, alert: "Too many requests from your address just now. Please try again later." }, 429);
  if (res.status >= 500) return forgotPage(i, { email, alert: "Sending the link is unavailable just now. Please try again." }, 502);
  return forgotPage(i, { ...refusal(parse(text), "The email address was not accepted."), email }, refusedStatus(res.status));
}

const TOKEN = /^[A-Za-z0-9_-]{10,200}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** the page the mailed link opens (`?token=&email=`): a new password twice; never cached (the token is in its URL) */
export function resetPage(i: PageInput, n: Notes & { token?: string; email?: string; expired?: boolean } = {}, status = 200): PageResult {
  const token = n.token ?? i.url.searchParams.get("token") ?? "";
  const emailParam = n.email ?? i.url.searchParams.get("email") ?? "";
  const email = EMAIL.test(emailParam) && emailParam.length <= 254 ? emailParam : "";
  const errors = n.errors ?? {};
  const again = html`<p><a class="button" href="${FORGOT_PATH}">Request a new link</a> <a href="/account/login">Log in</a></p>`;
  const page = (body: unknown): PageResult => ({
    status,
    live: true,
    title: "Choose a new password",
    crumbs: [{ label: "Log in", href: "/account/login" }, { label: "Choose a new password" }],
    body: html`<h1>Choose a new password</h1>${body}`,
  });
  if (n.expired)
    return page(
      html`<p class="notice err" role="alert">This link is invalid, expired or already used: each link works once, for a limited time. Ask for a new one and use the newest mail.</p>${again}`,
    );
  if (!TOKEN.test(token))
    return page(
      html`<p class="notice err" role="alert">This link is incomplete. Open the whole link from the mail (some mail programs break long links), or ask for a new one.</p>${again}`,
    );
  return page(html`${notes(n)}<form action="${RESET_PATH}" method="post" class="narrow" novalidate>
<input type="hidden" name="token" value="${token}">${email ? html`<input type="hidden" name="email" value="${email}"><p>For <strong>${email}</strong>.</p>` : ""}
${field({ name: "password", label: "New password", type: "password", autocomplete: "new-password", required: true, prefix: "reset", hint: "At least 8 characters." }, errors)}
${field({ name: "confirmPassword", label: "New password again", type: "password", autocomplete: "new-password", required: true, prefix: "reset" }, errors)}
<p><button>Set the new password</button></p>
</form>`);
}

/** POST /account/reset-password: the new password with the link's token; then the login form, or why not */
export async function postReset(c: Context<AppEnv>, i: PageInput, form: URLSearchParams): Promise<PageResult> {
  const token = form.get("token") ?? "";
  const emailField = (form.get("email") ?? "").trim();
  const email = EMAIL.test(emailField) && emailField.length <= 254 ? emailField : undefined;
  const password = form.get("password") ?? "";
  const again = { token, email };
  if (!TOKEN.test(token)) return resetPage(i, { token: "" }, 400);
  const errors: FieldErrors = {};
  if (password.length < 8) errors.password = "Use at least 8 characters.";
  else if (password !== form.get("confirmPassword")) errors.confirmPassword = "The two passwords differ.";
  if (Object.keys(errors).length) return resetPage(i, { ...again, errors, alert: "Please correct the marked fields." }, 422);
  const headers = new Headers({ "content-type": "application/json" });
  await forwardVisitorIp(c, headers);
  const res = await backendFetch(i.env, "/api/rest/v2/customers/password/reset", {
    method: "POST",
    headers,
    body: JSON.stringify({ email, resetToken: token, newPassword: password }),
    store: i.store,
    anonymous: true,
  });
  const text = await res.text();
  if (res.status === 200) {
    const done = parse(text) as { email?: string };
    return loginPage(i, { email: done.email ?? email ?? "", message: "Your password is changed. Log in with your new password." }, 200);
  }
  const p = parse(text);
  if (res.status === 400 && p.code === "invalid_token") return resetPage(i, { ...again, expired: true }, 400);
  if (res.status === 429) return resetPage(i, { ...again, alert: "Too many attempts from your address just now. Please try again later." }, 429);
  if (res.status >= 500) return resetPage(i, { ...again, alert: "Changing the password is unavailable just now. Please try again." }, 502);
  const r = refusal(p, "The password was not accepted.");
  // the backend names the field newPassword; the form calls it password
  if (r.errors?.newPassword) r.errors.password = r.errors.newPassword;
  return resetPage(i, { ...again, ...r }, refusedStatus(res.status));
}
