/**
 * Whether a picture the edge writes into the HTML is this site's own: a path on this origin. The
 * page's CSP allows no other origin's pictures, and `//host/x.png` (a path-looking URL) is another.
 */
export const isLocalPath = (url: unknown): url is string =>
  typeof url === 'string' && url.startsWith('/') && !url.startsWith('//');
