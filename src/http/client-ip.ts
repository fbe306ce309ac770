/** The client address: the socket peer, or the forwarded client when the peer is a configured trusted proxy. */
export function clientIp(peer: string, forwardedFor: string | undefined | null, trusted: readonly string[]): string {
  if (trusted.length && trusted.includes(peer) && forwardedFor) {
    const hops = forwardedFor
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    // the right-most hop that is not itself a trusted proxy
    for (let i = hops.length - 1; i >= 0; i--) if (!trusted.includes(hops[i]!)) return hops[i]!;
  }
  return peer;
}
