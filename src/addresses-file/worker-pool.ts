// Worker threads that map batches in parallel: each batch goes to the worker with the fewest batches
// waiting, tagged with a sequence number that its answer carries back, so answers that arrive out of
// order still resolve the right batch. The caller keeps order (run-address-file.ts).
import { Worker } from 'node:worker_threads';

export interface BatchRequest<I> {
  seq: number;
  items: I[];
}
export interface BatchAnswer<O> {
  seq: number;
  results: O[];
}

export interface WorkerPool<I, O> {
  run(items: I[]): Promise<O[]>;
  close(): Promise<void>;
}

export function createWorkerPool<I, O>(script: URL, size: number, workerData: unknown): WorkerPool<I, O> {
  const waiting = new Map<number, { resolve(results: O[]): void; reject(error: Error): void }>();
  const workers = Array.from({ length: size }, () => ({ worker: new Worker(script, { workerData }), busy: 0 }));
  let nextSeq = 0;
  let failure: Error | undefined;
  for (const entry of workers) {
    entry.worker.on('message', ({ seq, results }: BatchAnswer<O>) => {
      entry.busy--;
      waiting.get(seq)?.resolve(results);
      waiting.delete(seq);
    });
    entry.worker.on('error', (error) => {
      failure = error;
      for (const batch of waiting.values()) batch.reject(error);
      waiting.clear();
    });
  }
  return {
    run(items) {
      if (failure) return Promise.reject(failure);
      const seq = nextSeq++;
      const entry = workers.reduce((least, candidate) => (candidate.busy < least.busy ? candidate : least));
      entry.busy++;
      return new Promise<O[]>((resolve, reject) => {
        waiting.set(seq, { resolve, reject });
        entry.worker.postMessage({ seq, items } satisfies BatchRequest<I>);
      });
    },
    async close() {
      await Promise.all(workers.map(({ worker }) => worker.terminate()));
    },
  };
}
