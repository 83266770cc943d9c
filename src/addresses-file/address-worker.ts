// A worker thread of the offline command: opens the compiled store once (the address index loads on its
// first line), then reads batches of lines as the main thread sends them and answers each batch, with
// its sequence number, as rows of parsed values. Nothing leaves the machine.
import { parentPort, workerData } from 'node:worker_threads';
import { addressLineParam } from '../core/addresses/address-route.ts';
import { readAddress } from '../core/addresses/read-address.ts';
import { openStore } from '../data/store.ts';
import { parsedValues } from './parsed-columns.ts';
import type { BatchAnswer, BatchRequest } from './worker-pool.ts';

const store = openStore((workerData as { storeDir: string }).storeDir);

parentPort!.on('message', ({ seq, items }: BatchRequest<string | null>) => {
  const answer: BatchAnswer<ReturnType<typeof parsedValues>> = {
    seq,
    results: items.map((line) => {
      // A line is checked as the API checks `q`: trimmed, 1–300 characters; else it is a bad row.
      const checked = line === null ? undefined : addressLineParam.parse(line, 'line');
      return parsedValues(checked?.ok ? readAddress(store, checked.value) : undefined);
    }),
  };
  parentPort!.postMessage(answer);
});
