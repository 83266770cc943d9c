// `npm run mcp`: the MCP server over stdio, for a desktop assistant that starts it as a command. It
// answers from the local compiled store (compiled first when missing or older than the dataset), with
// no network. stdout carries the protocol only: everything said to people goes to stderr.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createMcpServer, mcpEndpointFor } from '../src/core/mcp/mcp-server.ts';
import { routeTable } from '../src/core/routing/route-table.ts';
import { compileStore } from '../src/data/compile-store.ts';
import { DatasetError } from '../src/data/dataset-error.ts';
import { openStore } from '../src/data/store.ts';
import { datasetDir, storeDir } from '../src/data/store-layout.ts';
import { staleStoreReason } from './build-stamp.ts';

const reason = staleStoreReason();
if (reason) {
  console.error(`[mcp] compiling the store first: ${reason}`);
  try {
    compileStore(datasetDir(), storeDir());
  } catch (error) {
    console.error(error instanceof DatasetError ? error.message : error);
    process.exit(1);
  }
}
const store = openStore();
await createMcpServer(mcpEndpointFor(routeTable, store)).connect(new StdioServerTransport());
console.error(`[mcp] serving dataset ${store.meta.datasetVersion} from ${storeDir()} on stdio`);
