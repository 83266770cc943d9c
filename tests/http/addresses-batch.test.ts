// POST /v2/addresses/parse on every host (DESIGN §6.6): answers in input order, 100 lines and 101,
// an invalid line among valid ones, the whole-request errors (malformed JSON, wrong shape, wrong media
// type, an oversized body), the CORS preflight and the 405 of the path's other methods, and GET still
// answering as before. Every answer is also checked against the OpenAPI document by the suite's
// client (tests/support/targets.ts). Expected records were looked up in data/2025/*.json.
import { expect, it } from 'vitest';
import { datasetMeta, describeEachTarget, errorBody } from '../support/targets.ts';

const path = '/v2/addresses/parse';
const json = { 'Content-Type': 'application/json' };
const post = (body: unknown, headers: Record<string, string> = json) => ({ method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });

// Each line with the place it must resolve to: [line, level, id, district id, province id].
const known = [
  ['Caferaga Mh. Moda Cd. No:5 D:3 34710 Kadikoy/ISTANBUL', 'neighborhood', 40512, 1421, 34],
  ['Kızılay Mah. Atatürk Blv. No:1 Çankaya/Ankara', 'neighborhood', 1569, 1231, 6],
  ['Alsancak Mah. 1456 Sk. No:3 Konak/İzmir', 'neighborhood', 41154, 1819, 35],
] as const;

describeEachTarget('address parsing, many lines at once', (api) => {
  it('answers each line in the order sent, as GET answers it alone', async () => {
    const lines = [...known.map(([line]) => line), ...[...known].reverse().map(([line]) => line)];
    const { status, json: body, headers } = await api().get(path, post({ lines }));
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('etag')).toBeNull();
    expect(headers.get('access-control-allow-origin')).toBe('*');
    expect(body.meta).toEqual(datasetMeta);
    expect(body.data.map((item: { query: string }) => item.query)).toEqual(lines);
    for (const [i, [, level, id, district, province]] of [...known, ...[...known].reverse()].entries()) {
      expect(body.data[i][level].id).toBe(id);
      expect(body.data[i].district.id).toBe(district);
      expect(body.data[i].province.id).toBe(province);
    }
    const single = await api().get(`${path}?q=${encodeURIComponent(known[0][0])}`);
    expect(body.data[0]).toEqual(single.json.data);
  });

  it('reads 100 lines, and refuses 101 as a whole', async () => {
    const hundred = Array.from({ length: 100 }, (_, i) => known[i % known.length]![0]);
    const full = await api().get(path, post({ lines: hundred }));
    expect(full.status).toBe(200);
    expect(full.json.data).toHaveLength(100);
    expect(full.json.data[99].neighborhood.id).toBe(40512);
    const over = await api().get(path, post({ lines: [...hundred, 'Moda'] }));
    expect(over.status).toBe(400);
    expect(over.json).toEqual(errorBody('BAD_REQUEST', 'The request holds 101 lines; send at most 100 per request, and the rest in further requests.', 400));
  });

  it('gives an invalid line its own error and still reads the others', async () => {
    const { status, json: body } = await api().get(path, post({ lines: [known[0][0], '   ', 'a'.repeat(301), known[1][0]] }));
    expect(status).toBe(200);
    expect(body.data).toHaveLength(4);
    expect(body.data[0].neighborhood.id).toBe(40512);
    expect(body.data[1]).toEqual({ error: { code: 'BAD_REQUEST', message: 'lines[1] must not be empty; give at least one non-space character.' } });
    expect(body.data[2]).toEqual({ error: { code: 'BAD_REQUEST', message: 'lines[2] must be at most 300 characters long.' } });
    expect(body.data[3].neighborhood.id).toBe(1569);
  });

  const shape = 'The request body must be a JSON object with one field, "lines": an array of 1 to 100 address lines as strings.';
  it.each([
    ['malformed JSON', '{"lines": ["Moda"', 'The request body is not valid JSON; send an object such as {"lines": ["Caferağa Mah. Kadıköy/İstanbul"]}.'],
    ['an empty body', '', 'The request body is not valid JSON; send an object such as {"lines": ["Caferağa Mah. Kadıköy/İstanbul"]}.'],
    ['no lines', { lines: [] }, shape],
    ['a bare array', ['Moda'], shape],
    ['a number among the lines', { lines: ['Moda', 5] }, shape],
    ['another field', { lines: ['Moda'], limit: 1 }, shape],
  ])('refuses %s with a 400', async (_, body, message) => {
    const answer = await api().get(path, post(body));
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(errorBody('BAD_REQUEST', message, 400));
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });

  it.each([
    ['text/plain', 'The request body must be JSON: send it with Content-Type: application/json (this request said text/plain).'],
    ['application/x-www-form-urlencoded', 'The request body must be JSON: send it with Content-Type: application/json (this request said application/x-www-form-urlencoded).'],
  ])('refuses a %s body with a 415', async (type, message) => {
    const answer = await api().get(path, post({ lines: ['Moda'] }, { 'Content-Type': type }));
    expect(answer.status).toBe(415);
    expect(answer.json).toEqual(errorBody('UNSUPPORTED_MEDIA_TYPE', message, 415));
  });

  it('takes JSON with a charset', async () => {
    const answer = await api().get(path, post({ lines: [known[0][0]] }, { 'Content-Type': 'Application/JSON; charset=utf-8' }));
    expect(answer.status).toBe(200);
    expect(answer.json.data[0].neighborhood.id).toBe(40512);
  });

  it('refuses a body over 64 KB with a 413', async () => {
    const answer = await api().get(path, post({ lines: Array.from({ length: 100 }, () => 'ç'.repeat(340)) }));
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual(errorBody('CONTENT_TOO_LARGE', 'The request body is larger than 64 KB; send at most 100 lines of at most 300 characters per request.', 413));
  });

  it('answers the CORS preflight for POST with Content-Type', async () => {
    const answer = await api().get(path, {
      method: 'OPTIONS',
      headers: { Origin: 'https://shop.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-allow-methods')).toBe('GET, HEAD, POST, OPTIONS');
    expect(answer.headers.get('access-control-allow-headers')).toBe('*');
  });

  it.each(['PUT', 'DELETE', 'PATCH'])('refuses %s with a 405 listing GET and POST', async (method) => {
    const answer = await api().get(path, { method, headers: json, body: '{}' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
    expect(answer.json).toEqual(
      errorBody('METHOD_NOT_ALLOWED', `Method ${method} is not allowed here; use GET (or HEAD) for one line, or POST with a JSON body for up to 100 lines.`, 405),
    );
  });

  it('still answers GET and HEAD as before, with an ETag', async () => {
    const url = `${path}?q=${encodeURIComponent(known[1][0])}`;
    const get = await api().get(url);
    expect(get.status).toBe(200);
    expect(get.json.data.neighborhood.id).toBe(1569);
    expect(get.headers.get('etag')).toMatch(/^"[0-9a-f]{64}"$/);
    expect(get.headers.get('cache-control')).toBe('public, max-age=300');
    const head = await api().get(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
  });
});
