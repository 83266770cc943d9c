// Which layer answers: a canonical record URL, or the default page of a nested list, is the prebuilt
// file, and any parameter the API knows sends it to the query layer. Proved on a copy of each host's
// output whose files for province 34, its districts and the neighborhoods of district 1103 were
// replaced by a marker: the marker comes back only when the file answered.
import { rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkTree } from '../../scripts/link-tree.ts';
import { temporaryDir } from '../support/datasets.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { datasetMeta, targets } from '../support/targets.ts';

const marker = '{"marker":"served from the file"}';

const markedFiles = ['v2/provinces/34.json', 'v2/provinces/34/districts.json', 'v2/districts/1103/neighborhoods.json'];
const setups: Record<string, { output: string; files: string; env: (copy: string) => Record<string, string> }> = {
  'local server': { output: 'dist', files: '', env: (copy) => ({ DIST_DIR: copy }) },
  'vercel output': { output: '.vercel/output', files: 'static/', env: (copy) => ({ VERCEL_OUTPUT_DIR: copy }) },
  nginx: { output: 'dist', files: '', env: (copy) => ({ DIST_DIR: copy }) },
};

for (const target of targets) {
  describe.skipIf(Boolean(target.skip))(`static file or query layer [${target.name}]`, () => {
    const setup = setups[target.name]!;
    let server: ServerProcess;
    let copy: string;
    beforeAll(async () => {
      copy = join(temporaryDir('output'), 'copy');
      linkTree(resolve(setup.output), copy);
      // Replace the link, not the linked file: the real output stays untouched. The file's .br/.gz
      // siblings (files over 1 KB have them) still hold the real answer: they go too.
      for (const file of markedFiles) {
        unlinkSync(join(copy, setup.files, file));
        writeFileSync(join(copy, setup.files, file), marker);
        for (const sibling of ['.br', '.gz']) rmSync(join(copy, setup.files, file + sibling), { force: true });
      }
      server = await startServerProcess(target.script, { ...target.env, ...setup.env(copy) });
    });
    afterAll(async () => {
      await server.stop();
      rmSync(copy, { recursive: true, force: true });
    });
    const get = (path: string) => fetch(server.url + path).then(async (response) => ({ status: response.status, text: await response.text() }));

    it('answers the canonical URL from the file', async () => {
      expect(await get('/v2/provinces/34')).toEqual({ status: 200, text: marker });
    });

    it('answers the default page of a nested list from its file, and any list parameter from the query layer', async () => {
      expect(await get('/v2/districts/1103/neighborhoods')).toEqual({ status: 200, text: marker });
      expect(await get('/v2/districts/1103/neighborhoods?_=1')).toEqual({ status: 200, text: marker });
      const page = await get('/v2/districts/1103/neighborhoods?limit=2');
      expect(JSON.parse(page.text).data.map(({ name }: { name: string }) => name)).toEqual(['Burgazada', 'Maden']);
      expect(JSON.parse(page.text).meta.total).toBe(5);
      expect((await get('/v2/districts/1103/neighborhoods.json')).status).toBe(404);
    });

    it('answers with the query layer when a known parameter is given', async () => {
      const projected = await get('/v2/provinces/34?fields=name');
      expect(projected.status).toBe(200);
      expect(JSON.parse(projected.text)).toEqual({ data: { name: 'İstanbul' }, meta: datasetMeta });
      expect((await get('/v2/provinces/34?limit=1')).status).toBe(400);
    });

    it('lets the file ignore parameters the API does not know (cache busters)', async () => {
      expect(await get('/v2/provinces/34?utm_source=newsletter&_=1')).toEqual({ status: 200, text: marker });
    });

    // DESIGN §3's platform exception, as the README, the OpenAPI description and the reference state
    // it: a typo in a name is answered by the file when no name of the query is known, a 400 otherwise.
    it.each([
      { query: '?limt=5', status: 200, answer: marker },
      { query: '?limit=5x', status: 400, answer: JSON.stringify({ error: { code: 'BAD_REQUEST', message: 'limit must be an integer from 1 to 1000.', status: 400 } }) },
    ])('answers /v2/provinces/34/districts$query with $status', async ({ query, status, answer }) => {
      expect(await get(`/v2/provinces/34/districts${query}`)).toEqual({ status, text: answer });
    });

    it('names the unknown parameter once a known one sends the request to the query layer', async () => {
      const answer = await get('/v2/provinces/34/districts?limt=5&sort=name');
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text).error.message).toMatch(/^Unknown query parameter "limt"\. Allowed parameters: /);
    });

    it('answers other spellings of the URL from the query layer', async () => {
      const leadingZero = await get('/v2/provinces/034');
      expect(JSON.parse(leadingZero.text).data.name).toBe('İstanbul');
      expect((await get('/v2/provinces/34.json')).status).toBe(400);
    });
  });
}
