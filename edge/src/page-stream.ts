/**
 * The shell's page on the wire: written per request (its embedded data, its first view), so it
 * is compressed here, not precompressed, and streamed. The head and the chrome go out at once;
 * the rest when the first view is drawn. Each write is flushed through the compressor, so what
 * was written reaches the browser instead of waiting in the compressor's window for more.
 */
import { PassThrough, type Readable, type Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip' | undefined;

/** The encoding the page is sent with: brotli, else gzip, else none. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding {
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

function encoder(encoding: PageEncoding): Transform {
  // Quality 5: 18 KB of HTML is about 5 KB on the wire, at a cost each page can afford.
  if (encoding === 'br')
    return createBrotliCompress({
      flush: constants.BROTLI_OPERATION_FLUSH,
      params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
    });
  // A sync flush ends each write on a byte boundary without resetting the dictionary.
  if (encoding === 'gzip') return createGzip({ flush: constants.Z_SYNC_FLUSH });
  return new PassThrough();
}

/**
 * `first` written at once, then what `rest` resolves to, then the end: the body of the page's
 * answer. `rest` must not reject (the page's slot falls back to its skeleton before this).
 */
export function streamPage(first: string, rest: Promise<string>, encoding: PageEncoding): Readable {
  const out = encoder(encoding);
  out.write(first);
  void rest.then((text) => {
    // The browser may have gone (the answer's stream is then destroyed): nothing to send.
    if (out.destroyed) return;
    out.end(text);
  });
  return out;
}
