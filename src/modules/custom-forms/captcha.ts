/** Captcha verification against the provider's siteverify endpoint (or the configured verify URL), with undici. */
import { request } from "undici";
import type { RequestContext } from "../../core/context.ts";
import { PROVIDER_VERIFY_URLS, type FormsConfig } from "./config.ts";

const VERIFY_TIMEOUT_MS = 5000;

/** true when the provider confirms the token; false for a refusal, an unreachable provider or a bad answer */
export async function verifyCaptcha(ctx: RequestContext, cfg: FormsConfig, token: string | undefined): Promise<boolean> {
  if (!token || token.length > 4096 || !cfg.captchaSecret) return false;
  const url = cfg.captchaVerifyUrl || PROVIDER_VERIFY_URLS[cfg.captchaProvider];
  try {
    const res = await request(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ secret: cfg.captchaSecret, response: token, remoteip: ctx.ip }).toString(),
      headersTimeout: VERIFY_TIMEOUT_MS,
      bodyTimeout: VERIFY_TIMEOUT_MS,
    });
    if (res.statusCode !== 200) {
      await res.body.dump();
      ctx.app.logger.warn({ requestId: ctx.requestId, status: res.statusCode }, "captcha verification answered an error status");
      return false;
    }
    const answer = (await res.body.json()) as { success?: unknown };
    return answer.success === true;
  } catch (e) {
    ctx.app.logger.warn({ requestId: ctx.requestId, err: (e as Error).message }, "captcha verification failed");
    return false;
  }
}
