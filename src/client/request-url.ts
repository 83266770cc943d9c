// An operation's URL from its parameters: path parameters into the template (percent-encoded), the
// rest as the query. Booleans become `true`/`false` and arrays comma-separated lists, as the API reads
// them; undefined values are left out.
import type { OperationInfo } from './api-types.ts';

export type ParamValue = string | number | boolean | readonly string[] | undefined;

const text = (value: Exclude<ParamValue, undefined>): string => (Array.isArray(value) ? value.join(',') : String(value));

export function requestUrl(baseUrl: string, operation: OperationInfo, params: Readonly<Record<string, ParamValue>>): string {
  let path = operation.path;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (operation.pathParams.includes(name)) path = path.replace(`{${name}}`, encodeURIComponent(text(value)));
    else query.append(name, text(value));
  }
  const missing = /\{([A-Za-z]+)\}/.exec(path);
  if (missing) throw new TypeError(`${missing[1]} is required: it is part of the path ${operation.path}.`);
  const search = query.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
}
