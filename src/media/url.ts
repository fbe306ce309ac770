/** Media URLs in answers: relative (`/media/...`) unless MEDIA_BASE_URL is set, then absolute under it. */

/** `/media/x.svg` under `https://cdn.example.com` -> `https://cdn.example.com/media/x.svg`; other URLs unchanged */
export function mediaUrl(base: string | undefined, url: string): string;
export function mediaUrl(base: string | undefined, url: string | null): string | null;
export function mediaUrl(base: string | undefined, url: string | null): string | null {
  if (!base || url === null || !url.startsWith("/media/")) return url;
  return `${base.replace(/\/+$/, "")}${url}`;
}
