/**
 * The custom-forms module's anti-spam settings, which hold for every form (b2b_forms/* at the default scope):
 * the master switch, the honeypot, the minimum fill time, the hourly limit per address and the captcha. The
 * values in force come from the store's plugin manifest (public); what was set explicitly and the writes need
 * the `config` scope (without it the panel only shows the values). A store's own override is the Settings
 * screen's business.
 */
import { useMemo, useState } from "preact/hooks";
import { useMutation, useQuery } from "@urql/preact";
import { ErrorView, Success } from "../../components/problem.tsx";
import { currentSession, hasScope } from "../../session/session.ts";
import { ConfigSet, FormsConfigValues, FormsSettings } from "./documents.ts";

type Kind = "bool" | "int" | "text" | "secret" | "provider";
const SETTINGS: { key: string; label: string; kind: Kind; hint: string }[] = [
  { key: "enabled", label: "Forms are on", kind: "bool", hint: "Off: no form renders and every form route answers 404." },
  { key: "honeypot", label: "Honeypot field", kind: "bool", hint: "A hidden field people never fill; a filled one is dropped quietly." },
  { key: "minFillSeconds", label: "Minimum fill time (seconds)", kind: "int", hint: "A submission faster than this after the form was shown is refused." },
  { key: "rateLimitPerHour", label: "Submissions per address per hour", kind: "int", hint: "Further attempts from one client address are refused (429)." },
  { key: "captchaEnabled", label: "Captcha", kind: "bool", hint: "Verify a captcha token with each submission." },
  { key: "captchaProvider", label: "Captcha provider", kind: "provider", hint: "" },
  { key: "captchaSiteKey", label: "Captcha site key", kind: "text", hint: "Public: sent to the storefront with the form." },
  { key: "captchaSecret", label: "Captcha secret", kind: "secret", hint: "Never shown again; leave empty to keep the current one." },
];
const PREFIX = "b2b_forms/";

const asText = (v: unknown) => (typeof v === "boolean" ? (v ? "1" : "0") : v == null ? "" : String(v));

export function AntiSpam() {
  const session = currentSession();
  const canEdit = !!session && hasScope(session, "config");
  const [live, reLive] = useQuery({ query: FormsSettings, requestPolicy: "network-only" });
  const [set, refetchSet] = useQuery({ query: FormsConfigValues, pause: !canEdit });
  const [, write] = useMutation(ConfigSet);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const manifest = live.data?.storeConfig.extensions.b2bPlugins.find((p) => p.code === "b2b-forms")?.config as Record<string, unknown> | undefined;
  const explicit = useMemo(() => {
    const m = new Map<string, string>();
    for (const v of set.data?.configValues ?? []) if (v.scope === "default") m.set(v.path.slice(PREFIX.length), v.value);
    return m;
  }, [set.data]);
  /** the value in force for the default store (the manifest), else the explicitly set one */
  const current = (key: string) => {
    if (key === "captchaSecret") return "";
    // the manifest of a module that is on has no `enabled`; one that is off has only `enabled: false`
    if (key === "enabled" && manifest) return manifest.enabled === false ? "0" : "1";
    if (manifest && key in manifest) return asText(manifest[key]);
    return explicit.get(key) ?? "";
  };
  const value = (key: string) => edits[key] ?? current(key);
  const changed = SETTINGS.filter((s) => edits[s.key] !== undefined && edits[s.key] !== current(s.key) && !(s.kind === "secret" && edits[s.key] === ""));

  async function save(e: Event) {
    e.preventDefault();
    setBusy(true);
    setSaved(null);
    const errs: Record<string, string> = {};
    for (const s of changed) {
      const r = await write({ path: PREFIX + s.key, value: edits[s.key] ?? null });
      const out = r.data?.configValueSet;
      if (r.error) errs[s.key] = r.error.message;
      else if (out?.__typename === "Problem") errs[s.key] = out.errors.map((x) => x.message).join("; ") || out.message;
    }
    setErrors(errs);
    setBusy(false);
    const ok = changed.filter((s) => !errs[s.key]).map((s) => s.label);
    setEdits((all) => Object.fromEntries(Object.entries(all).filter(([k]) => errs[k] !== undefined)));
    if (ok.length) setSaved(`Saved: ${ok.join(", ")}.`);
    refetchSet({ requestPolicy: "network-only" });
    reLive({ requestPolicy: "network-only" });
  }

  return (
    <section class="panel anti-spam" aria-labelledby="anti-spam-title">
      <h2 id="anti-spam-title">Anti-spam (every form)</h2>
      <p class="muted">
        These settings hold for every form and every entry point (the storefront, the headless API, the embedded form). Values in force for the default store
        are shown; a store's own override is set on the Settings screen.
      </p>
      {live.error && <ErrorView error={live.error} />}
      {set.error && <ErrorView error={set.error} />}
      {manifest?.enabled === false && (
        <p class="notice" role="status">
          Custom forms are switched off: forms render nowhere and the form routes answer 404.
        </p>
      )}
      <form onSubmit={save} class="settings-form" aria-label="Anti-spam settings">
        {SETTINGS.map((s) => {
          const id = `antispam-${s.key}`;
          const err = errors[s.key];
          const described = [s.hint ? `${id}-hint` : "", err ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
          const common = { id, disabled: !canEdit || busy, "aria-describedby": described, "aria-invalid": err ? ("true" as const) : undefined };
          const put = (v: string) => setEdits((x) => ({ ...x, [s.key]: v }));
          return (
            <div class="setting" key={s.key}>
              {s.kind === "bool" ? (
                <label class="inline" htmlFor={id}>
                  <input type="checkbox" {...common} checked={value(s.key) === "1"} onChange={(e) => put(e.currentTarget.checked ? "1" : "0")} /> {s.label}
                </label>
              ) : (
                <>
                  <label htmlFor={id}>{s.label}</label>
                  {s.kind === "provider" ? (
                    <select {...common} value={value(s.key)} onChange={(e) => put(e.currentTarget.value)}>
                      <option value="turnstile">Cloudflare Turnstile</option>
                      <option value="recaptcha">Google reCAPTCHA</option>
                      <option value="hcaptcha">hCaptcha</option>
                    </select>
                  ) : (
                    <input
                      {...common}
                      type={s.kind === "int" ? "number" : s.kind === "secret" ? "password" : "text"}
                      autoComplete={s.kind === "secret" ? "new-password" : "off"}
                      value={value(s.key)}
                      placeholder={s.kind === "secret" ? (explicit.has(s.key) ? "(set)" : "(not set)") : undefined}
                      onInput={(e) => put(e.currentTarget.value)}
                    />
                  )}
                </>
              )}
              {s.hint && (
                <span class="hint" id={`${id}-hint`}>
                  {s.hint}
                  {canEdit && explicit.has(s.key) ? " (set at the default scope)" : ""}
                </span>
              )}
              {err && (
                <span class="field-error" id={`${id}-error`}>
                  {err}
                </span>
              )}
            </div>
          );
        })}
        {canEdit ? (
          <button type="submit" disabled={busy || changed.length === 0}>
            {busy ? "Saving…" : "Save anti-spam settings"}
          </button>
        ) : (
          <p class="muted">Changing these takes the admin scope “config”.</p>
        )}
      </form>
      {saved && <Success>{saved}</Success>}
    </section>
  );
}
