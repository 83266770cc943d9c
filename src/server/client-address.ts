// Which address a request counts against, behind `hops` reverse proxies you run (TRUST_PROXY), the way
// Express's `trust proxy` takes a hop count (https://expressjs.com/en/guide/behind-proxies.html).
//
// Each proxy appends the address it received the request from to X-Forwarded-For, so the list reads
// client-written entries first and proxy-written entries last: `spoofed, client, proxy1`. Only the
// entries your own proxies wrote can be believed, and they are the right-most ones. Counting from the
// socket (the last hop), `hops` addresses are your proxies; the next one to the left is the client.
// Reading the left-most entry instead would let any client pick its own rate-limit key.

/** The client address, given the X-Forwarded-For header (all of its lines, comma-joined), the socket's peer and the number of proxies trusted. */
export function clientAddressOf(forwardedFor: string | readonly string[] | undefined, socketAddress: string | undefined, hops: number): string | undefined {
  if (hops === 0 || !forwardedFor) return socketAddress;
  const chain = (typeof forwardedFor === 'string' ? forwardedFor : forwardedFor.join(','))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  // Fewer entries than proxies: the request reached us through fewer proxies than configured, so the
  // furthest address there is is the best we have (Express answers the same).
  return chain[Math.max(0, chain.length - hops)] ?? socketAddress;
}
