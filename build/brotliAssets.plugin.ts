// The build's scripts and style sheets, brotli-compressed as a production host serves them
// (docs/security.md gives the host's settings): the build writes a `.br` file beside each one
// (vite-plugin-compression2), and `vite preview` serves it to a browser that accepts brotli (sirv,
// which sends `Content-Encoding: br` and `Vary: Accept-Encoding`). Any other browser, and every
// other file, gets Vite's own answer (gzip). Brotli is about a sixth smaller than gzip on these
// chunks: on a phone's network the first screen's scripts arrive that much sooner (docs/performance.md).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sirv from 'sirv';
import type { Connect, Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** The hashed scripts and style sheets of the build (not the HTML, the settings or the texts). */
const COMPRESSED = /\.(js|css)$/;

export function brotliAssetsPlugins(): Plugin[] {
  let outDir = 'dist';
  let root = process.cwd();
  let base = '/';
  return [
    compression({ algorithms: ['brotliCompress'], include: /^assets\/.+\.(js|css)$/, threshold: 0, logLevel: 'silent' }),
    {
      name: 'portal-brotli-assets',
      configResolved(config) {
        root = config.root;
        outDir = config.build.outDir;
        base = config.base;
      },
      configurePreviewServer(server) {
        server.middlewares.use(`${base}assets`, brotliAssetsMiddleware(resolve(root, outDir, 'assets')));
      },
    },
  ];
}

/**
 * Serves `<file>.br` from `dir` for a script or style sheet that has one, to a browser that accepts
 * brotli; anything else goes on (`next`). Mounted on the assets' path (the URL is relative to it).
 */
export function brotliAssetsMiddleware(dir: string): Connect.NextHandleFunction {
  const serve = sirv(dir, { brotli: true, gzip: false, etag: true, dev: false, extensions: [] });
  return (req, res, next) => {
    let path: string;
    try {
      path = decodeURIComponent((req.url ?? '').split('?')[0]);
    } catch {
      return next(); // a malformed URL: Vite answers it
    }
    if (
      !acceptsBrotli(req.headers['accept-encoding']) ||
      !COMPRESSED.test(path) ||
      path.includes('..') ||
      !existsSync(join(dir, `${path}.br`))
    )
      return next();
    serve(req, res, next);
  };
}

/** Whether an Accept-Encoding header takes brotli: `br` (or `*`) listed without `q=0`. */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const codings = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
  const quality = (name: string) => {
    const coding = codings.map((part) => part.trim().split(';')).find(([token]) => token.trim().toLowerCase() === name);
    if (!coding) return null;
    const q = coding
      .slice(1)
      .map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)?.[1])
      .find((value) => value !== undefined);
    return q === undefined ? 1 : Number(q);
  };
  const br = quality('br') ?? quality('*');
  return br !== null && br > 0;
}
