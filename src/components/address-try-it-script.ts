// The behaviour of AddressTryIt.astro: the form's submit asks GET /v2/addresses/parse and shows the
// parts of the answer below the box (each with its status), the candidates as links to their
// records, the issues, and a link to the JSON itself. Built with DOM nodes and textContent: the line
// is the reader's own text, never markup.

interface Part {
  id: number;
  name: string;
  status: string;
}

interface Parsed {
  granularity: string;
  province: Part | null;
  district: Part | null;
  municipality: Part | null;
  neighborhood: Part | null;
  village: Part | null;
  postalCode: { value: string; status: string } | null;
  street: string | null;
  formatted: string;
  candidates: Array<{ label: string; url: string; type: string }>;
  issues: Array<{ code: string; message: string }>;
}

interface Labels {
  granularity: string;
  none: string;
  postalCode: string;
  street: string;
  formatted: string;
  candidates: string;
  issues: string;
  openJson: string;
  failed: string;
  statuses: Record<string, string>;
  kinds: Record<string, string>;
}

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  return node;
};

function render(parsed: Parsed, url: string, labels: Labels): Node[] {
  const list = element('dl');
  const row = (term: string, ...details: Node[]) => {
    const description = element('dd');
    description.append(...details);
    list.append(element('dt', term), description);
  };
  const withStatus = (text: string, status: string) => [document.createTextNode(`${text} `), Object.assign(element('span', `(${labels.statuses[status] ?? status})`), { className: 'address-try-status' })];
  row(labels.granularity, document.createTextNode(parsed.granularity === 'none' ? labels.none : (labels.kinds[parsed.granularity] ?? parsed.granularity)));
  for (const kind of ['province', 'district', 'municipality', 'neighborhood', 'village'] as const) {
    const part = parsed[kind];
    if (part) row(labels.kinds[kind] ?? kind, ...withStatus(part.name, part.status));
  }
  if (parsed.postalCode) row(labels.postalCode, ...withStatus(parsed.postalCode.value, parsed.postalCode.status));
  if (parsed.street) row(labels.street, document.createTextNode(parsed.street));
  row(labels.formatted, element('code', parsed.formatted));
  const nodes: Node[] = [list];
  if (parsed.candidates.length > 0) {
    const candidates = element('ol');
    for (const candidate of parsed.candidates) {
      const link = Object.assign(element('a', candidate.label), { href: candidate.url });
      const item = element('li');
      item.append(link, document.createTextNode(` (${labels.kinds[candidate.type] ?? candidate.type})`));
      candidates.append(item);
    }
    nodes.push(element('h3', labels.candidates), candidates);
  }
  if (parsed.issues.length > 0) {
    const issues = element('ul');
    for (const issue of parsed.issues) {
      const item = element('li');
      item.append(element('code', issue.code), document.createTextNode(` ${issue.message}`));
      issues.append(item);
    }
    nodes.push(element('h3', labels.issues), issues);
  }
  const json = element('p');
  json.append(Object.assign(element('a', labels.openJson), { href: url }));
  nodes.push(json);
  return nodes;
}

export function setUpAddressTryIt(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[name="q"]')!;
  const result = form.parentElement!.querySelector<HTMLElement>('.address-try-result')!;
  const labels = JSON.parse(form.dataset.labels!) as Labels;
  let asked = 0;
  form.addEventListener('submit', async (event) => {
    if (!input.value.trim()) return; // the browser's own `required` message
    event.preventDefault();
    const url = `${form.action}?${new URLSearchParams({ q: input.value })}`;
    const ask = ++asked;
    try {
      const response = await fetch(url, { headers: { accept: 'application/json' } });
      const body = (await response.json()) as { data?: Parsed; error?: { message: string } };
      if (ask !== asked) return; // a newer answer is on its way
      result.replaceChildren(...(body.data ? render(body.data, url, labels) : [element('p', body.error?.message ?? labels.failed)]));
    } catch {
      if (ask === asked) result.replaceChildren(element('p', labels.failed));
    }
  });
}
