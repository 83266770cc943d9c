// The on-demand endpoint of the Vercel build (injected by astro.config.mjs). Its existence is what
// makes Astro build the function; src/fetch.ts routes every request of the function to the core,
// including paths that collide with prerendered pages (a POST to a docs page, a query on
// /v2/openapi.json), which Astro's own router would answer with its HTML 404. Should Astro's router
// ever reach this endpoint (under `astro dev`, a docs URL with no page), it answers with the query layer
// directly: going back through the entry would hand a non-API path to Astro's router, and so to this
// endpoint, again.
import type { APIRoute } from 'astro';
import { answerApi } from '../fetch.ts';

export const prerender = false;
export const ALL: APIRoute = ({ request, clientAddress }) => answerApi(request, clientAddress);
