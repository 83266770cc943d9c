// The try-it explorer's form, as plain functions shared by the build and the page's script: the build
// writes the first request's fields into the page (so the script finds the form already laid out and
// nothing moves when it starts), and the script writes the fields of any other endpoint the same way.
import { boundedEditDistance } from '../data/search-index/edit-distance.ts';
import { compileTemplate } from '../core/routing/match-route.ts';
import { escapeHtml } from './inline-code.ts';

export interface ExplorerParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  /** Type and bounds in the page's language, for the hint under the name. */
  type: string;
  /** Allowed values, when the parameter is an enumeration (a select instead of a text field). */
  values: string[] | null;
  /** The path parameter's value in the route's real-data example. */
  example: string;
}

export interface ExplorerOperation {
  id: string;
  path: string;
  group: string;
  summary: string;
  /** The URL is a prebuilt file when its query holds no name the API knows (DESIGN §3). */
  prebuilt: boolean;
  parameters: ExplorerParameter[];
}

/** Values of the form's fields by parameter, `in` first: a nested list takes its parent's id in both places. */
export type FieldValues = { path: Record<string, string>; query: Record<string, string> };

/** The request the explorer opens on: the districts of İstanbul by name, not /health. */
export const firstRequest = { path: '/v2/provinces/34/districts', query: 'sort=name&limit=10' };

/** The operation whose template matches `path`, with the path parameters read from it. */
export function operationForPath(operations: readonly ExplorerOperation[], path: string): { operation: ExplorerOperation; pathValues: Record<string, string> } | undefined {
  for (const operation of operations) {
    const { regex, names } = compileTemplate(operation.path);
    const match = regex.exec(path);
    if (match) return { operation, pathValues: Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)])) };
  }
  return undefined;
}

/** The values a link (or the first request) fills in: path parameters from the path, the rest from the query. */
export function valuesFor(operation: ExplorerOperation, pathValues: Record<string, string>, query: URLSearchParams): FieldValues & { other: string } {
  const queryNames = new Set(operation.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name));
  const values: FieldValues = { path: pathValues, query: {} };
  const other = new URLSearchParams();
  for (const [name, value] of query) {
    if (name === 'path' || name === 'operation') continue;
    if (queryNames.has(name)) values.query[name] = value;
    else other.append(name, value);
  }
  return { ...values, other: other.toString() };
}

/** The fields of one operation's parameters, as HTML. */
export function fieldsHtml(operation: ExplorerOperation, values: FieldValues, emptyLabel: string): string {
  return operation.parameters
    .map((parameter) => {
      const value = (parameter.in === 'path' ? (values.path[parameter.name] ?? parameter.example) : values.query[parameter.name]) ?? '';
      const attributes = `name="${escapeHtml(parameter.name)}" data-in="${parameter.in}"`;
      const input = parameter.values
        ? `<select ${attributes}>${['', ...parameter.values]
            .map((option) => `<option value="${escapeHtml(option)}"${option === value ? ' selected' : ''}>${escapeHtml(option || emptyLabel)}</option>`)
            .join('')}</select>`
        : `<input type="text" ${attributes} value="${escapeHtml(value)}"${parameter.required ? ' required' : ''}>`;
      return `<label>${escapeHtml(parameter.name)}${parameter.required ? ' *' : ''} <small>${escapeHtml(parameter.type)}</small>${input}</label>`;
    })
    .join('');
}

/**
 * What the API does with the names typed into "other parameters" that the operation does not take:
 * a 400 that names them, except on a prebuilt URL whose whole query holds only names the API does
 * not know anywhere, which its file answers as if they were not there.
 */
export function unknownNamesNotice(
  operation: ExplorerOperation,
  queryNames: readonly string[],
  knownToTheApi: ReadonlySet<string>,
): { unknown: string[]; answer: 'file' | 'error'; suggestions: string[] } | undefined {
  const taken = operation.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
  const unknown = [...new Set(queryNames.filter((name) => !taken.includes(name)))];
  if (unknown.length === 0) return undefined;
  const answer = operation.prebuilt && queryNames.every((name) => !knownToTheApi.has(name)) ? 'file' : 'error';
  // As many edits as search forgives a word of that length (DESIGN §6.1), and one for a short name.
  const editsFor = (name: string) => (name.length < 3 ? 0 : name.length < 8 ? 1 : 2);
  const suggestions = unknown.flatMap((name) =>
    taken.filter((candidate) => boundedEditDistance(name.toLowerCase(), candidate.toLowerCase(), editsFor(name)) <= editsFor(name)).slice(0, 1),
  );
  return { unknown, answer, suggestions: [...new Set(suggestions)] };
}
