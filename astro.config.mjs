// One Astro project, two build targets (BUILD_TARGET):
// - `local` (default): a static build in dist/ that the local server (src/server) serves beside the
//   query layer, which it calls directly;
// - `vercel`: the same static files plus one Node function for the query layer, in .vercel/output.
// Both prerender the same pages and API files; see scripts/build.ts.
import { existsSync, readdirSync } from 'node:fs';
import vercel from '@astrojs/vercel';
import { defineConfig } from 'astro/config';

const target = process.env.BUILD_TARGET === 'vercel' ? 'vercel' : 'local';
const storeDir = '.store';

/** The on-demand endpoint exists only in the Vercel build; locally the server calls the core itself. */
const queryLayer = {
  name: 'query-layer',
  hooks: {
    'astro:config:setup': ({ injectRoute }) => {
      if (target === 'vercel') {
        injectRoute({ pattern: '/[...path]', entrypoint: './src/astro/query-endpoint.ts', prerender: false });
      }
    },
  },
};

export default defineConfig({
  output: 'static',
  trailingSlash: 'ignore',
  build: {
    format: 'directory',
    // Prerendering ~52,600 small files is bound by file writes; a few in flight at once halves the time.
    concurrency: 4,
  },
  // No image processing: nothing here needs it, and it keeps sharp out of the function.
  image: { service: { entrypoint: 'astro/assets/services/noop' } },
  adapter:
    target === 'vercel'
      ? vercel({
          // The compiled store, found at run time under the function's root (data/store-layout.ts).
          includeFiles: existsSync(storeDir) ? readdirSync(storeDir).map((file) => `./${storeDir}/${file}`) : [],
        })
      : undefined,
  integrations: [queryLayer],
  devToolbar: { enabled: false },
});
