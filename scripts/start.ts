// `npm start`: the embedded server, one process on http://127.0.0.1:4321 (run-bundle.ts).
import { runBundle } from './run-bundle.ts';
import { serverBundle } from './server-launch.ts';

runBundle('start', serverBundle);
