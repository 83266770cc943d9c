// `npm run mcp`: the MCP server over stdio, for a desktop assistant that starts it as a command. It
// answers from the local compiled store (compiled first when missing or older than the dataset), with
// no network. stdout carries the protocol only: everything said to people goes to stderr.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createMcpServer, mcpEndpointFor } from '../src/core/mcp/mcp-server.ts';
import { routeTable } from '../src/core/routing/route-table.ts';
import { openStore } from '../src/data/store.ts';
import { storeDir } from '../src/data/store-layout.ts';
import { compileStoreIfStale } from './build-stamp.ts';

compileStoreIfStale('mcp');
const store = openStore();
await createMcpServer(mcpEndpointFor(routeTable, store)).connect(new StdioServerTransport());
console.error(`[mcp] serving dataset ${store.meta.datasetVersion} from ${storeDir()} on stdio`);
