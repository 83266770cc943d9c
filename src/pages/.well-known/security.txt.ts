// /.well-known/security.txt (RFC 9116), prerendered like robots.txt, so every host serves it as a file.
import type { APIRoute } from 'astro';
import { securityTxt } from '../../docs/security-txt.ts';

export const prerender = true;

export const GET: APIRoute = () => new Response(securityTxt(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
