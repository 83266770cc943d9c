// One Astro build makes both hosts' output (scripts/build.ts drives it):
// - .vercel/output: the prerendered files (every record, every dataset, the docs) for Vercel's CDN,
//   and one Node function, the query layer, for everything else;
// - dist/: the same files, hard-linked, for the local server (src/server), which calls the query
//   layer directly.
import { existsSync, readdirSync } from 'node:fs';
import { satteri } from '@astrojs/markdown-satteri';
import vercel from '@astrojs/vercel';
import { defineConfig } from 'astro/config';
import { markdownStyleClasses } from './src/astro/markdown-style-classes.ts';
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
    // No inline code on any page (issue 45): the pages' Content-Security-Policy allows scripts and
    // styles from the site's own files only (src/core/http/security-headers.ts). Stylesheets are
    // always files, and so are scripts (Vite's inline limit, which Astro applies to scripts too).
    inlineStylesheets: 'never',
  },
  // One stylesheet for every page (about 5 KB compressed), cached once: split per component, a page
  // waited for up to four render-blocking files, and Lighthouse counted the first paint late.
  vite: { build: { assetsInlineLimit: 0, cssCodeSplit: false } },
  markdown: {
    // Prism marks tokens with classes (styled in site.css); Shiki writes a style attribute on each.
    syntaxHighlight: 'prism',
    processor: satteri({ hastPlugins: [markdownStyleClasses] }),
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
