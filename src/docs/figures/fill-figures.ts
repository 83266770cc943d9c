// Fills the figures of a guide page (figures.ts) into its rendered HTML, at build time, when the page
// is prerendered. Why after rendering, not in a remark plugin: Astro's content layer caches a Markdown
// file's rendered HTML until the file itself changes, so a figure filled in while rendering would stay
// stale after a new dataset; the page is rendered on every build, from the store of that build.
//
// In the Markdown:
// - `{{name arg …}}` anywhere in text, a table cell or inline code: a figure (figures.ts lists them),
//   written as `<data value="32279">32,279</data>` (a date as `<time datetime>`);
// - a paragraph of its own `{{json PATH[#member] … [brief=a.b,c]}}`: a JSON example, the service's answer
//   to GET PATH (`#member` shows only that member of it, as `"key": value`; `brief` abridges the values
//   at those places of the answer, json-example.ts). It becomes `<pre data-answer="PATH …">`, which
//   tests/site/figures.test.ts compares with the service.
// A name that is not a figure, or a figure the answers do not have, stops the build and says where.
import { escapeHtml } from '../inline-code.ts';
import type { Lang } from '../i18n.ts';
import { FigureError, figures } from './figures.ts';
import { abridged, jsonExample, valueAt } from './json-example.ts';
import { serviceAnswer } from './service-answer.ts';

const blockPattern = /<p>\{\{json ([^{}]+)\}\}<\/p>/g;
const figurePattern = /\{\{([^{}]+)\}\}/g;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
/** The placeholder as written in the Markdown: the renderer escaped `&` in its URLs. */
const asWritten = (html: string) => html.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => entities[name]!);

const wordsOf = (placeholder: string) => asWritten(placeholder).trim().split(/\s+/);

async function jsonBlock(words: readonly string[]): Promise<string> {
  const brief = words.find((word) => word.startsWith('brief='))?.slice('brief='.length).split(',') ?? [];
  const requests = words.filter((word) => !word.startsWith('brief='));
  if (requests.length === 0) throw new FigureError('needs at least one path of the API');
  const parts = await Promise.all(
    requests.map(async (request) => {
      const [path, member] = request.split('#') as [string, string | undefined];
      const { json } = await serviceAnswer(path);
      const shown = abridged(json, brief);
      if (member === undefined) return jsonExample(shown);
      const value = valueAt(shown, member);
      if (value === undefined) throw new FigureError(`GET ${path} has no ${member}`);
      return jsonExample(value, member.split('.').at(-1));
    }),
  );
  return `<pre tabindex="0" data-language="json" data-answer="${escapeHtml(requests.join(' '))}"><code>${escapeHtml(parts.join('\n'))}</code></pre>`;
}

async function figure(lang: Lang, words: readonly string[]): Promise<string> {
  const [name, ...args] = words;
  const compute = figures[name ?? ''];
  if (!compute) throw new FigureError(`"${name}" is not a figure; one of ${Object.keys(figures).join(', ')}, or json as a paragraph of its own`);
  const shown = await compute(lang, args);
  // The machine-readable value beside the words (https://html.spec.whatwg.org/multipage/text-level-semantics.html#the-data-element):
  // tests/site/figures.test.ts tells a filled figure from a typed one by it.
  return shown.isDate
    ? `<time datetime="${escapeHtml(shown.value)}">${escapeHtml(shown.text)}</time>`
    : `<data value="${escapeHtml(shown.value)}">${escapeHtml(shown.text)}</data>`;
}

/** `text` with each match of `pattern` replaced by what `replace` makes of it, the replacements worked out together. */
async function replaceAll(text: string, pattern: RegExp, replace: (match: string) => Promise<string>): Promise<string> {
  const matches = Array.from(text.matchAll(pattern));
  const replacements = await Promise.all(matches.map((match) => replace(match[1]!)));
  let result = '';
  let last = 0;
  matches.forEach((match, i) => {
    result += text.slice(last, match.index) + replacements[i]!;
    last = match.index + match[0].length;
  });
  return result + text.slice(last);
}

/** The page's HTML with every figure and JSON example filled in; `where` names the page in an error. */
export async function fillFigures(html: string, lang: Lang, where: string): Promise<string> {
  const explained = (placeholder: string) => (error: unknown) => {
    if (error instanceof FigureError) throw new Error(`${where}: {{${asWritten(placeholder)}}}: ${error.message}`);
    throw error;
  };
  const withBlocks = await replaceAll(html, blockPattern, (placeholder) => jsonBlock(wordsOf(placeholder)).catch(explained(`json ${placeholder}`)));
  return replaceAll(withBlocks, figurePattern, (placeholder) => figure(lang, wordsOf(placeholder)).catch(explained(placeholder)));
}
