// The shape the Vite plugins of build/ and server/ share: one middleware, installed in the dev server and
// in `vite preview` alike, built once the config's base path is known.
import type { Connect, Plugin } from 'vite';

/** `make` gets the base path and the port of the server it is installed in; undefined installs nothing. */
export function devAndPreviewMiddleware(
  name: string,
  make: (base: string, port: () => number | undefined) => Connect.NextHandleFunction | undefined,
): Plugin {
  let base = '/';
  return {
    name,
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      const middleware = make(base, () => server.config.server.port);
      if (middleware) server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      const middleware = make(base, () => server.config.preview.port);
      if (middleware) server.middlewares.use(middleware);
    },
  };
}
