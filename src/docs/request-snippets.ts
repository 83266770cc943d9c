// One example request in the three forms the reference shows: curl, JavaScript (fetch) and Python
// (requests). `$API` / `API` stand for the site's address, as the reference page says.
export interface RequestSnippet {
  label: string;
  language: 'shell' | 'javascript' | 'python';
  code: string;
}

export const requestSnippets = (url: string): RequestSnippet[] => [
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
