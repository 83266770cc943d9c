// `npm run mcp`: the same server over stdio, as a desktop assistant starts it, driven by the SDK's
// StdioClientTransport. It answers from the local compiled store (the build made it) with no network.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe } from 'vitest';
import { mcpToolCases } from '../support/mcp-cases.ts';

describe('MCP over stdio (npm run mcp)', () => {
  let client: Client;
  beforeAll(async () => {
    client = new Client({ name: 'mcp-stdio-test', version: '1.0.0' });
    // --silent keeps npm's own banner off stdout, which carries the protocol (the guide says so too).
    await client.connect(new StdioClientTransport({ command: 'npm', args: ['run', '--silent', 'mcp'], cwd: process.cwd(), stderr: 'ignore' }));
  });
  afterAll(() => client.close());

  mcpToolCases(() => client);
});
