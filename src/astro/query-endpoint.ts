// The on-demand endpoint of the Vercel build (injected by astro.config.mjs). Its existence is what
// makes Astro build the function; src/fetch.ts routes every request of the function to the core,
// including paths that collide with prerendered pages (a POST to a docs page, a query on
// /v2/openapi.json), which Astro's own router would answer with its HTML 404. Should Astro's router
// ever reach this endpoint, it hands the request to the same entry rather than to a second handler.
import type { APIRoute } from 'astro';
import entry from '../fetch.ts';

export const prerender = false;
export const ALL: APIRoute = ({ request }) => entry.fetch(request);
