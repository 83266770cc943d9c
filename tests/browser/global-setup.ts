// Starts the built local server once for every browser test, on a free loopback port, and stops it.
import { startServerProcess } from '../support/server-process.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startServerProcess('.server/main.mjs');
  // Workers are started after this and inherit the environment.
  process.env.DOCS_BASE_URL = server.url;
  return async () => {
    await server.stop();
  };
}
