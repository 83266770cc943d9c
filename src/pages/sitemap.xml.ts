// /sitemap.xml: every docs and place page in both languages, with their alternates (src/docs/sitemap.ts).
import type { APIRoute } from 'astro';
import { sitemapXml } from '../docs/sitemap.ts';

export const prerender = true;

export const GET: APIRoute = () => new Response(sitemapXml(), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
