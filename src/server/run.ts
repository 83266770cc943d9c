// Entry of the bundled server (.server/main.mjs): starts it unconditionally, however it is loaded.
import { runServer } from './main.ts';

await runServer();
