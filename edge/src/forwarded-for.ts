/** The X-Forwarded-For the edge passes on to the servers behind it. */

/** X-Forwarded-For with `address` appended as the last hop (as nginx's $proxy_add_x_forwarded_for). */
export function withForwardedFor(
  sent: string | string[] | undefined,
  address: string | undefined,
): string {
  const hops = [sent ?? []]
    .flat()
    .flatMap((value) => value.split(','))
    .map((hop) => hop.trim())
    .filter(Boolean);
  return [...hops, address ?? 'unknown'].join(', ');
}
