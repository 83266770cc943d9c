// /robots.txt: crawl everything, and where the sitemap is (src/docs/sitemap.ts).
import type { APIRoute } from 'astro';
import { robotsTxt } from '../docs/sitemap.ts';

export const prerender = true;

export const GET: APIRoute = () => new Response(robotsTxt(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
