import { prerenderedFiles } from '../../../../astro/prerendered-files.ts';

export const prerender = true;
export const { getStaticPaths, GET } = prerenderedFiles('/v2/provinces/[provinceId]/boundary.geojson');
