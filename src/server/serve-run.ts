// Entry of the bundled front (.server/serve.mjs): nginx and the query-layer workers, however it is loaded.
import { runServe } from './serve.ts';

await runServe();
