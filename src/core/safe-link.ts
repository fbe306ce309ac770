/**
 * The one check for a link the service hands a visitor's browser (calls to action, form actions, return
 * paths, mailed links): a same-site path or an http(s) URL, nothing a browser could resolve to another host.
 * Browsers treat "\" as "/" in http(s) URLs (so "/\evil.com" is "//evil.com"), some proxies decode "%2F",
 * and credentials before "@" hide the real host ("https://shop.example@evil.com").
 */
import { z } from "zod";

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** an encoded "/" or "\", also encoded again ("%252F") */
const ENCODED_SLASH = /%(?:25)*(?:2f|5c)/i;

/** a path on this site: one "/" then anything but "/" or "\" (so never protocol-relative), no whitespace */
export function isSafePath(v: string): boolean {
  return /^\/(?![/\\])\S*$/.test(v) && !v.includes("\\") && !CONTROL.test(v) && !ENCODED_SLASH.test(v);
}

/** an absolute http(s) URL with a host and no credentials */
export function isSafeAbsoluteUrl(v: string): boolean {
  if (!/^https?:\/\/[^/\\?#@]+(?:[/?#]\S*)?$/i.test(v) || v.includes("\\") || CONTROL.test(v)) return false;
  try {
    const u = new URL(v);
    return (u.protocol === "http:" || u.protocol === "https:") && u.hostname !== "" && u.username === "" && u.password === "";
  } catch {
    return false;
  }
}

export const isSafeLink = (v: string) => isSafePath(v) || isSafeAbsoluteUrl(v);

export const SAFE_LINK_RULE =
  'a path starting with a single "/" (no "\\", no encoded "/" or "\\", no control characters or spaces) or an http(s) URL without credentials';

/** config and input fields holding such a link ("" for none) */
export const safeLink = (max = 1000) => z.union([z.literal(""), z.string().max(max).refine(isSafeLink, SAFE_LINK_RULE)]);
