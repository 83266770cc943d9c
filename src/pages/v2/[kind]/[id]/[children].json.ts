import { prerenderedFiles } from '../../../../astro/prerendered-files.ts';

export const prerender = true;
export const { getStaticPaths, GET } = prerenderedFiles('/v2/[kind]/[id]/[children].json');
