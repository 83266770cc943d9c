// Downloads that are still being read when the server gets SIGTERM: how the drain tests (the embedded
// server, npm run serve) show that requests in flight finish before the process exits. Several at
// once, paused, so that they cannot all fit in loopback's socket buffers and the server must wait.
import { request } from 'node:http';
import { expect } from 'vitest';
import type { ServerProcess } from './server-process.ts';

/**
 * Starts `count` downloads of `path`, sends SIGTERM once all have started, reads on 300 ms later
 * (checking the server still runs then); resolves with the bytes each read.
 */
export async function downloadsAcrossSigterm(server: ServerProcess, path: string, count = 4): Promise<number[]> {
  const resumes: Array<() => void> = [];
  const started: Array<Promise<void>> = [];
  const lengths = Array.from({ length: count }, () => {
    let markStarted!: () => void;
    started.push(new Promise((done) => (markStarted = done)));
    return new Promise<number>((resolve, reject) => {
      request(`${server.url}${path}`, { agent: false, headers: { 'Accept-Encoding': 'identity' } }, (response) => {
        response.pause();
        let length = 0;
        response.on('data', (chunk: Buffer) => (length += chunk.length)).on('end', () => resolve(length));
        resumes.push(() => response.resume());
        markStarted();
      })
        .on('error', reject)
        .end();
    });
  });
  await Promise.all(started);
  server.process.kill('SIGTERM');
  await new Promise((wait) => setTimeout(wait, 300));
  expect(server.process.exitCode).toBeNull();
  for (const resume of resumes) resume();
  return Promise.all(lengths);
}
