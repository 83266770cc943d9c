// One Astro build makes both hosts' output (scripts/build.ts drives it):
// - .vercel/output: the prerendered files (every record, every dataset, the docs) for Vercel's CDN,
//   and one Node function, the query layer, for everything else;
// - dist/: the same files, hard-linked, for the local server (src/server), which calls the query
//   layer directly.
import { existsSync, readdirSync } from 'node:fs';
import vercel from '@astrojs/vercel';
import { defineConfig } from 'astro/config';
import { staticOutputIntegration } from './src/astro/static-output.ts';
import { vercelRoutingIntegration } from './src/astro/vercel-routing.ts';

const storeDir = '.store';

/**
 * The on-demand endpoint: its existence makes Astro build the function. src/fetch.ts sends every
 * request of the function to the core, so Astro's page router never answers one.
 */
const queryLayer = {
  name: 'query-layer',
  hooks: {
    'astro:config:setup': ({ injectRoute }) => {
      injectRoute({ pattern: '/[...path]', entrypoint: './src/astro/query-endpoint.ts', prerender: false });
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
  adapter: vercel({
    // The compiled store, found at run time under the function's root (src/data/store-layout.ts).
    includeFiles: existsSync(storeDir) ? readdirSync(storeDir).map((file) => `./${storeDir}/${file}`) : [],
  }),
  integrations: [queryLayer, staticOutputIntegration(), vercelRoutingIntegration()],
  devToolbar: { enabled: false },
});
