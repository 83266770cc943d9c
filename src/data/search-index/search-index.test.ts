// The search index is a store file like the kinds: written by the build, read on first use, and
// refused when damaged. Over the hand-written mini dataset, so it compiles in a moment.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { miniDatasetDir, temporaryDir } from '../../../tests/support/datasets.ts';
import { compileStore } from '../compile-store.ts';
import { openStore } from '../store.ts';
import { openSearchIndex } from './search-index-view.ts';

describe('the search index file', () => {
  it('is loaded on first use and names every place of the dataset once', () => {
    const storeDir = join(temporaryDir('store'), 'store');
    const meta = compileStore(miniDatasetDir, storeDir);
    const index = openSearchIndex(openStore(storeDir));
    const places = Object.values(meta.counts).reduce((sum, count) => sum + count, 0);
    expect(index.meta.placeCount).toBe(places);
    expect(index.placeId.length).toBe(places);
    expect(index.hitHeadOffsets.at(-1)).toBe(index.hitHeads.length);
    expect([...index.tokens]).toEqual([...index.tokens].sort());
  });

  it('is refused when its bytes differ from what the build recorded', () => {
    const storeDir = join(temporaryDir('store'), 'store');
    compileStore(miniDatasetDir, storeDir);
    const file = join(storeDir, 'search.bin');
    const bytes = readFileSync(file);
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 0xff;
    writeFileSync(file, bytes);
    expect(() => openSearchIndex(openStore(storeDir))).toThrow(`${file} is damaged (its size or checksum differs from what the build recorded); run the build again (npm run build).`);
  });
});
