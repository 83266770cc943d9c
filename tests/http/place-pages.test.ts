// The place pages, the sitemap and robots.txt are served by both hosts, and a docs page keeps a query
// that names API parameters (the explorer's ?path=…&sort=…) while an API URL with one still goes to
// the query layer. Needs `npm run build` first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { targets } from '../support/targets.ts';

for (const target of targets) {
  describe.skipIf(Boolean(target.skip))(`place pages and site files [${target.name}]`, () => {
    let server: ServerProcess;
    beforeAll(async () => {
      server = await startServerProcess(target.script, target.env);
    });
    afterAll(() => server.stop());
    const get = async (path: string) => {
      const response = await fetch(server.url + path, { redirect: 'manual' });
      return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
    };

    it('serves a district page in both languages', async () => {
      const turkish = await get('/tr/iller/bolu/merkez/');
      expect(turkish.status).toBe(200);
      expect(turkish.type).toBe('text/html; charset=utf-8');
      expect(turkish.text).toContain('<h1>Merkez ilçesi (Bolu)</h1>');
      const english = await get('/en/provinces/bolu/merkez/');
      expect(english.text).toContain('<h1>Merkez District (Bolu)</h1>');
    });

    it.each([
      ['/tr/degisiklikler/', '<h1>Neler değişti</h1>'],
      ['/en/changes/', '<h1>What changed</h1>'],
      ['/en/changes', '<h1>What changed</h1>'],
    ])('serves the What changed page: %s', async (path, heading) => {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(page.type).toBe('text/html; charset=utf-8');
      expect(page.text).toContain(heading);
      // Its links to a removed place's history answer on every host.
      expect(page.text).toContain('href="/v2/neighborhoods/140909/changes"');
    });

    it.each(['/en/explorer/?path=/v2/provinces/34/districts&sort=name', '/en/explorer?path=/v2/provinces/34/districts&sort=name'])(
      'serves the explorer page for a link that fills it in: %s',
      async (path) => {
        const page = await get(path);
        expect(page.status).toBe(200);
        expect(page.type).toBe('text/html; charset=utf-8');
        expect(page.text).toContain('<h1>Try the API</h1>');
      },
    );

    it('still sends an API URL with an API parameter to the query layer', async () => {
      const answer = await get('/v2/provinces/34?fields=name');
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.text).data).toEqual({ name: 'İstanbul' });
    });

    it('serves sitemap.xml and robots.txt with their types', async () => {
      const sitemap = await get('/sitemap.xml');
      expect(sitemap.status).toBe(200);
      expect(sitemap.type).toBe('application/xml; charset=utf-8');
      expect(sitemap.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
      const robots = await get('/robots.txt');
      expect(robots.type).toBe('text/plain; charset=utf-8');
      expect(robots.text).toContain('Sitemap: ');
    });
  });
}
