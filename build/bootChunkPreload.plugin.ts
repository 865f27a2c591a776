// A boot step that the entry chunk loads with `import()`, so that its module evaluation runs in a
// task of its own instead of inside the entry's one long task (a phone's main thread then answers
// a tap in between), yet is downloaded in parallel with the entry: the built index.html gets a
// `<link rel="modulepreload">` for the step's chunk and the chunks it imports. `npm run size` counts
// them as initial JavaScript, as it counts every modulepreload. Why: docs/performance.md.
import type { Plugin } from 'vite';

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
}

export function bootChunkPreloadPlugin(options: { modules: string[] }): Plugin {
  let base = '/';
  return {
    name: 'portal-boot-chunk-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output): output is typeof output & BundleChunk => output.type === 'chunk');
        const wanted = new Set<string>();
        const add = (fileName: string) => {
          if (wanted.has(fileName)) return;
          wanted.add(fileName);
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          chunk?.imports.forEach(add);
        };
        for (const module of options.modules) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`));
          if (!chunk) throw new Error(`boot chunk preload: no chunk for ${module}`);
          add(chunk.fileName);
        }
        return [...wanted]
          .filter((fileName) => !html.includes(fileName))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
