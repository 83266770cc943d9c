// The docs cannot silently fall behind the API: every parameter of the OpenAPI document has a Turkish
// description, every route both summaries, every error code a row in both error guides, and every
// guide page both languages.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../src/core/errors.ts';
import { routeTable } from '../../src/core/routing/route-table.ts';
import { languages } from '../../src/docs/i18n.ts';
import { parameterTextFor } from '../../src/docs/parameter-text.ts';
import { guidePages } from '../../src/docs/site-map.ts';
import { loadPublishedDocument } from '../support/contract.ts';

const document = loadPublishedDocument() as unknown as {
  /** By path, then method (`get`; `post` for POST /mcp). */
  paths: Record<string, Record<string, { parameters: Array<{ name: string; in: 'path' | 'query' }> }>>;
};

describe('the bilingual docs', () => {
  it('describe every parameter of every endpoint in Turkish', () => {
    const missing = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.values(item).flatMap((operation) => operation.parameters).filter((parameter) => !parameterTextFor(parameter.name, parameter.in, path)).map((parameter) => `${path} ${parameter.in}:${parameter.name}`),
    );
    expect(missing).toEqual([]);
  });

  it('give every route a summary and a description in both languages', () => {
    for (const route of routeTable) {
      for (const text of [route.docs.summary, route.docs.description]) {
        expect(text.en.length, route.id).toBeGreaterThan(0);
        expect(text.tr.length, route.id).toBeGreaterThan(0);
        expect(text.tr, route.id).not.toBe(text.en);
      }
    }
  });

  it.each(languages)('list every error code in the %s error guide', (lang) => {
    const guide = readFileSync(`src/content/guide/${lang}/errors.md`, 'utf8');
    for (const code of errorCodes) expect(guide, code).toContain(`| \`${code}\` |`);
  });

  it('have every guide page in both languages', () => {
    for (const lang of languages) for (const page of guidePages) expect(existsSync(`src/content/guide/${lang}/${page.slug}.md`), `${lang}/${page.slug}`).toBe(true);
  });
});
