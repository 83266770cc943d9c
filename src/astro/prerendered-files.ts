// The prerendered API files (records, datasets, /health, /v2/meta, /v2/openapi.json). A page file
// only names its Astro pattern; which files exist and what they contain come from the route table,
// and each body is the answer of the same request handler that serves queries, so a static file and
// the query layer's answer for the same URL are the same bytes.
import type { APIRoute, GetStaticPaths } from 'astro';
import { getStore } from '../data/store.ts';
import { createRequestHandler } from '../core/dispatch.ts';
import { routeTable } from '../core/routing/route-table.ts';
import { compileTemplate } from '../core/routing/match-route.ts';
import { staticFilesOf } from '../core/routing/static-rules.ts';

/** An Astro page pattern (`/v2/[kind]/[id].json`) as a route-table template, compiled the same way. */
const compilePagePattern = (pattern: string) => compileTemplate(pattern.replace(/\[([A-Za-z]+)\]/g, '{$1}'));

export function prerenderedFiles(pagePattern: string): { getStaticPaths: GetStaticPaths; GET: APIRoute } {
  const page = compilePagePattern(pagePattern);
  const handleRequest = createRequestHandler({ routes: routeTable });
  let urlOfFile: Map<string, string> | undefined;
  return {
    // Only called for patterns with parameters; a fixed page (health.json) is just its own path.
    // A page makes the files of the routes whose file template has its shape: `/v2/[kind]/[id].json`
    // fits `/v2/provinces/{provinceId}.json` but not `/v2/datasets/{datasetFile}`.
    getStaticPaths() {
      const ownRoutes = new Set(routeTable.filter((route) => route.static && page.regex.test(route.static.file)).map((route) => route.id));
      return staticFilesOf(routeTable, getStore())
        .filter(({ routeId }) => ownRoutes.has(routeId))
        .map(({ file }) => {
          const match = page.regex.exec(file)!;
          return { params: Object.fromEntries(page.names.map((name, i) => [name, match[i + 1]!])) };
        });
    },
    async GET({ url: fileUrl }) {
      urlOfFile ??= new Map(staticFilesOf(routeTable, getStore()).map(({ file, url }) => [file, url]));
      const url = urlOfFile.get(fileUrl.pathname);
      if (!url) throw new Error(`${fileUrl.pathname} is not a static file of the route table.`);
      const response = await handleRequest(new Request(`http://localhost${url}`));
      if (response.status !== 200) throw new Error(`Prerendering ${url} answered ${response.status}: ${await response.text()}`);
      return new Response(await response.arrayBuffer());
    },
  };
}
