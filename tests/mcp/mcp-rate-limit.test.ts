// POST /mcp counts against the API's rate limits like any query (RATE_LIMIT_PER_MINUTE=4 here): the
// SDK's client connects (initialize, then the initialized notification), lists the tools and calls one,
// and its fifth request of the minute is refused with the 429 envelope. The tool calls themselves run
// in process and are not counted again.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect, it } from 'vitest';
import { describeEachTarget } from '../support/targets.ts';

describeEachTarget(
  'MCP rate limiting',
  (api) => {
    it('refuses the fifth MCP request of a minute with 429', async () => {
      const client = new Client({ name: 'mcp-rate-test', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${api().url}/mcp`)));
      expect((await client.listTools()).tools).toHaveLength(9);
      const located = await client.callTool({ name: 'locate_point', arguments: { latitude: 41.01, longitude: 28.97 } });
      expect(located.isError ?? false).toBe(false);
      await expect(client.callTool({ name: 'locate_point', arguments: { latitude: 41.01, longitude: 28.97 } })).rejects.toThrow(
        /Rate limit exceeded\. Try again in \d+ seconds\./,
      );
      await client.close();
    });
  },
  { RATE_LIMIT_PER_MINUTE: '4', RATE_LIMIT_PER_5_MINUTES: '1000' },
);
