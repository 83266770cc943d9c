// One example request in the three forms the reference shows: curl, JavaScript (fetch) and Python
// (requests). `$API` / `API` stand for the site's address, as the reference page says.
export interface RequestSnippet {
  label: string;
  language: 'shell' | 'javascript' | 'python';
  code: string;
}

/**
 * A POST with a JSON body: POST /mcp's example (the MCP server's tool list), whose transport asks for
 * the Accept of Streamable HTTP, and POST /v2/addresses/parse's (a few lines), which needs none.
 */
const postSnippets = (url: string, body: string): RequestSnippet[] => {
  const mcp = url === '/mcp';
  return [
    {
      label: 'curl',
      language: 'shell',
      code: `curl -X POST "$API${url}" \\\n  -H 'Content-Type: application/json'${mcp ? " -H 'Accept: application/json, text/event-stream'" : ''} \\\n  -d '${body}'`,
    },
    {
      label: 'JavaScript (fetch)',
      language: 'javascript',
      code: `const response = await fetch(\`\${API}${url}\`, {\n  method: 'POST',\n  headers: { 'Content-Type': 'application/json'${mcp ? ", Accept: 'application/json, text/event-stream'" : ''} },\n  body: JSON.stringify(${body}),\n});\nconst body = await response.json();`,
    },
    {
      label: 'Python (requests)',
      language: 'python',
      code: `import requests\n\nresponse = requests.post(\n    f"{API}${url}",\n    json=${body},\n${mcp ? '    headers={"Accept": "application/json, text/event-stream"},\n' : ''}    timeout=10,\n)\nbody = response.json()`,
    },
  ];
};

export const requestSnippets = (url: string, body?: string): RequestSnippet[] => body !== undefined ? postSnippets(url, body) : [
  { label: 'curl', language: 'shell', code: `curl "$API${url}"` },
  {
    label: 'JavaScript (fetch)',
    language: 'javascript',
    code: `const response = await fetch(\`\${API}${url}\`);\nconst body = await response.json();`,
  },
  {
    label: 'Python (requests)',
    language: 'python',
    code: `import requests\n\nresponse = requests.get(f"{API}${url}", timeout=10)\nbody = response.json()`,
  },
];
