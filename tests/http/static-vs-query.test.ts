// Which layer answers: a canonical record URL is the prebuilt file, and any parameter the API knows
// sends it to the query layer. Proved on a copy of each host's output whose file for province 34 was
// replaced by a marker: the marker comes back only when the file answered.
import { rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkTree } from '../../scripts/link-tree.ts';
import { temporaryDir } from '../support/datasets.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { datasetMeta, targets } from '../support/targets.ts';

const marker = '{"marker":"served from the file"}';

const setups: Record<string, { output: string; file: string; env: (copy: string) => Record<string, string> }> = {
  'local server': { output: 'dist', file: 'v2/provinces/34.json', env: (copy) => ({ DIST_DIR: copy }) },
  'vercel output': { output: '.vercel/output', file: 'static/v2/provinces/34.json', env: (copy) => ({ VERCEL_OUTPUT_DIR: copy }) },
};

for (const target of targets) {
  describe.skipIf(Boolean(target.skip))(`static file or query layer [${target.name}]`, () => {
    const setup = setups[target.name]!;
    let server: ServerProcess;
    let copy: string;
    beforeAll(async () => {
      copy = join(temporaryDir('output'), 'copy');
      linkTree(resolve(setup.output), copy);
      // Replace the link, not the linked file: the real output stays untouched.
      unlinkSync(join(copy, setup.file));
      writeFileSync(join(copy, setup.file), marker);
      server = await startServerProcess(target.script, setup.env(copy));
    });
    afterAll(async () => {
      await server.stop();
      rmSync(copy, { recursive: true, force: true });
    });
    const get = (path: string) => fetch(server.url + path).then(async (response) => ({ status: response.status, text: await response.text() }));

    it('answers the canonical URL from the file', async () => {
      expect(await get('/v2/provinces/34')).toEqual({ status: 200, text: marker });
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

    it('answers other spellings of the URL from the query layer', async () => {
      const leadingZero = await get('/v2/provinces/034');
      expect(JSON.parse(leadingZero.text).data.name).toBe('İstanbul');
      expect((await get('/v2/provinces/34.json')).status).toBe(400);
    });
  });
}
