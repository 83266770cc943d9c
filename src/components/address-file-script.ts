// The behaviour of AddressFileCleaner.astro: the chosen CSV is read in the browser (csv-parse, loaded
// when a file is chosen, so the page itself stays light), its header fills the column picker, and the
// column's lines go through POST /v2/addresses/parse in batches of 100, at most two in flight, waiting
// on a 429 as Retry-After says. The result, the input rows with the offline command's columns
// (src/addresses-file/parsed-columns.ts), is previewed (first 20 rows) and offered as a CSV download
// with the input's delimiter (csv-stringify). Only the lines are sent; nothing else leaves the page.
import { detectDelimiter } from '../addresses-file/csv-delimiter.ts';
import { csvCells, type ParsedValues, parsedColumns, parsedValues, verdictOfValues } from '../addresses-file/parsed-columns.ts';

type Labels = Record<'progress' | 'finished' | 'cancelled' | 'waiting' | 'failed' | 'unreadable' | 'noRows' | 'loaded' | 'previewHeading' | 'row' | 'address' | 'formatted' | 'verdict' | 'download', string>;

interface LoadedFile {
  name: string;
  header: string[];
  rows: string[][];
  delimiter: string;
  bom: boolean;
}

/** What the route answers per line: a parsed address, or the line's own error. */
type Item = Parameters<typeof parsedValues>[0] | { error: { code: string; message: string } };

const batchSize = 100;
const maxInFlight = 2;
const previewRows = 20;

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
const number = (value: number) => value.toLocaleString(document.documentElement.lang);
const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  return node;
};
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** Which column to offer first: one named like an address, else the first. */
const likelyColumn = (header: readonly string[]) => Math.max(0, header.findIndex((name) => /^(?:address|adres|addr|açık ?adres|acik ?adres)/i.test(name.trim())));

async function loadFile(file: File): Promise<LoadedFile> {
  const text = await file.text();
  // text() decodes UTF-8 and drops a BOM, so the BOM (which tells Excel the file is UTF-8) is looked for in the bytes.
  const head = new Uint8Array(await file.slice(0, 3).arrayBuffer());
  const bom = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf;
  const { parse } = await import('csv-parse/browser/esm/sync');
  const delimiter = detectDelimiter(text.slice(0, 64 * 1024));
  const records = parse(text, { bom: true, delimiter, relax_column_count: true, skip_empty_lines: true }) as string[][];
  return { name: file.name, header: records[0] ?? [], rows: records.slice(1), delimiter, bom };
}

/** One batch through the route, again after Retry-After on a 429; the items in the lines' order. */
async function readBatch(lines: string[], signal: AbortSignal, onWait: (seconds: number) => void): Promise<Item[]> {
  for (;;) {
    const response = await fetch('/v2/addresses/parse', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ lines }), signal });
    if (response.status === 429) {
      const seconds = Number(response.headers.get('retry-after')) || 1;
      onWait(seconds);
      await sleep(seconds * 1000, signal);
      continue;
    }
    const body = (await response.json()) as { data?: Item[]; error?: { message: string } };
    if (!response.ok || !body.data) throw new Error(body.error?.message ?? `HTTP ${response.status}`);
    return body.data;
  }
}

function previewTable(file: LoadedFile, column: number, values: readonly ParsedValues[], labels: Labels): Node[] {
  const table = element('table');
  const head = table.createTHead().insertRow();
  for (const title of [labels.row, labels.address, labels.formatted, labels.verdict]) head.append(Object.assign(element('th', title), { scope: 'col' }));
  const body = table.createTBody();
  const formattedAt = parsedColumns.indexOf('formatted');
  for (const [i, row] of file.rows.slice(0, previewRows).entries()) {
    const tr = body.insertRow();
    for (const text of [number(i + 1), row[column] ?? '', String(values[i]![formattedAt] ?? ''), verdictOfValues(values[i]!)]) tr.insertCell().textContent = text;
  }
  const wrapper = Object.assign(element('div'), { className: 'address-file-table' });
  wrapper.append(table);
  return [element('h3', labels.previewHeading), wrapper];
}

async function downloadLink(file: LoadedFile, values: readonly ParsedValues[], labels: Labels): Promise<HTMLAnchorElement> {
  const { stringify } = await import('csv-stringify/browser/esm/sync');
  const width = file.header.length;
  const records = [[...file.header, ...parsedColumns], ...file.rows.map((row, i) => [...row, ...Array(Math.max(0, width - row.length)).fill(''), ...csvCells(values[i]!)])];
  const csv = stringify(records, { delimiter: file.delimiter, bom: file.bom });
  const link = element('a', labels.download);
  link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  link.download = `${file.name.replace(/\.csv$/i, '')}-parsed.csv`;
  return link;
}

export function setUpAddressFile(form: HTMLFormElement): void {
  const labels = JSON.parse(form.dataset.labels!) as Labels;
  const input = form.querySelector<HTMLInputElement>('input[type="file"]')!;
  const select = form.querySelector<HTMLSelectElement>('select')!;
  const start = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const cancel = form.querySelector<HTMLButtonElement>('button[data-cancel]')!;
  const progress = form.querySelector<HTMLProgressElement>('progress')!;
  const status = form.querySelector<HTMLElement>('.address-file-status')!;
  const result = form.parentElement!.querySelector<HTMLElement>('.address-file-result')!;
  let file: LoadedFile | undefined;
  let running: AbortController | undefined;

  input.addEventListener('change', async () => {
    running?.abort();
    file = undefined;
    start.disabled = true;
    select.disabled = true;
    select.replaceChildren();
    result.replaceChildren();
    progress.value = 0;
    const chosen = input.files?.[0];
    if (!chosen) return;
    try {
      file = await loadFile(chosen);
    } catch (error) {
      status.textContent = fill(labels.unreadable, { message: (error as Error).message });
      return;
    }
    if (file.rows.length === 0) {
      status.textContent = labels.noRows;
      return;
    }
    select.append(...file.header.map((name, i) => Object.assign(element('option', name), { value: String(i) })));
    select.value = String(likelyColumn(file.header));
    select.disabled = false;
    start.disabled = false;
    status.textContent = fill(labels.loaded, { rows: number(file.rows.length), columns: number(file.header.length) });
  });

  cancel.addEventListener('click', () => running?.abort());

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!file || running) return;
    const loaded = file;
    const column = Number(select.value);
    const controller = new AbortController();
    running = controller;
    start.disabled = true;
    cancel.disabled = false;
    input.disabled = true;
    select.disabled = true;
    result.replaceChildren();
    const total = loaded.rows.length;
    const values: ParsedValues[] = new Array(total);
    let done = 0;
    let next = 0;
    progress.max = total;
    progress.value = 0;
    const showProgress = () => {
      progress.value = done;
      status.textContent = fill(labels.progress, { done: number(done), total: number(total) });
    };
    showProgress();
    // Two lanes take batches in turn: at most two requests in flight, each batch written to its own rows.
    const lane = async () => {
      while (next * batchSize < total) {
        const from = next++ * batchSize;
        const rows = loaded.rows.slice(from, from + batchSize);
        const items = await readBatch(
          rows.map((row) => row[column] ?? ''),
          controller.signal,
          (seconds) => (status.textContent = fill(labels.waiting, { seconds })),
        );
        items.forEach((item, i) => {
          values[from + i] = parsedValues(item && 'error' in item ? undefined : item);
        });
        done += rows.length;
        showProgress();
      }
    };
    try {
      await Promise.all(Array.from({ length: maxInFlight }, lane));
      const counts = { accept: 0, confirm: 0, fix: 0 };
      for (const row of values) counts[verdictOfValues(row)]++;
      status.textContent = fill(labels.finished, { lines: number(total), accept: number(counts.accept), confirm: number(counts.confirm), fix: number(counts.fix) });
      result.replaceChildren(...previewTable(loaded, column, values, labels), await downloadLink(loaded, values, labels));
    } catch (error) {
      status.textContent = controller.signal.aborted ? fill(labels.cancelled, { done: number(done) }) : fill(labels.failed, { message: (error as Error).message });
      controller.abort();
    } finally {
      running = undefined;
      start.disabled = false;
      cancel.disabled = true;
      input.disabled = false;
      select.disabled = false;
    }
  });
}
