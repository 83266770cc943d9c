// The service's own answer to a request, asked in process at build time: the same request handler that
// prebuilds the API's files and serves the query layer (src/astro/api-files.ts), over the same store. A
// page that shows an answer or a figure from one cannot disagree with what the API says.
import { createRawRequestHandler, type RawRequestHandler } from '../../core/dispatch.ts';
import { joinChunks } from '../../core/http/chunks.ts';
import { routeTable } from '../../core/routing/route-table.ts';

export interface ServiceAnswer {
  status: number;
  json: unknown;
}

let handleRequest: RawRequestHandler | undefined;
const answers = new Map<string, Promise<ServiceAnswer>>();

async function ask(path: string): Promise<ServiceAnswer> {
  handleRequest ??= createRawRequestHandler({ routes: routeTable });
  const answer = await handleRequest({ method: 'GET', url: `http://localhost${path}`, headers: { get: () => null } });
  const body = joinChunks(answer.body ?? []).toString('utf8');
  try {
    return { status: answer.status, json: JSON.parse(body) };
  } catch {
    throw new Error(`GET ${path} answered ${answer.status} with a body that is not JSON; a guide page can only show JSON answers.`);
  }
}

/** The answer to `GET path` (`/v2/provinces/34`), asked once per build. Error answers are answers too. */
export function serviceAnswer(path: string): Promise<ServiceAnswer> {
  if (!path.startsWith('/')) throw new Error(`"${path}" is not a path of the API; write it as /v2/…`);
  let answer = answers.get(path);
  if (!answer) {
    answer = ask(path);
    answers.set(path, answer);
  }
  return answer;
}
