// Answers to requests Node's HTTP parser gives up on before any handler runs, in the API's envelope
// (the v1 one on v1 paths), so a client sees the same kind of answer for every mistake:
// - headers over the size limit: 431 (RFC 6585 §5), or 414 (RFC 9110 §15.5.15) when it is the request
//   line that is too long;
// - a request line and headers that do not arrive within the headers timeout (a client dripping
//   them to hold the connection): 408 (RFC 9110 §15.5.9), then the connection is closed. Node does
//   not hand over what such a request sent, so its path is unknown and the envelope is v2's;
// - anything else unparseable (a raw control character in the target): 400.
import { STATUS_CODES } from 'node:http';
import { errorBody, errorStyleOfPath, v1Headers } from '../core/error-envelope.ts';
import { ApiError } from '../core/errors.ts';
import { alwaysHeaders, errorHeaders } from '../core/http/headers.ts';
import { messages } from '../core/messages.ts';

export interface ProtocolLimits {
  /** Node's `maxHeaderSize`: the request line and headers together, in bytes. */
  maxHeaderBytes: number;
  /** The core's longest request target (`defaultMaxUrlLength`). */
  maxUrlLength: number;
  headersTimeoutMs: number;
}

export type ParserError = NodeJS.ErrnoException & { rawPacket?: Buffer };

/** The request line as far as it arrived: method, target, and whether it was complete. */
function requestLineOf(rawPacket: Buffer | undefined): { method: string; target: string; complete: boolean } | undefined {
  if (!rawPacket) return undefined;
  const text = rawPacket.toString('latin1');
  const end = text.indexOf('\r\n');
  const line = /^([A-Z]+) (\S*)/.exec(end === -1 ? text : text.slice(0, end));
  return line ? { method: line[1]!, target: line[2]!, complete: end !== -1 } : undefined;
}

function errorOf(error: ParserError, requestLine: ReturnType<typeof requestLineOf>, limits: ProtocolLimits): ApiError {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return new ApiError('REQUEST_TIMEOUT', messages.requestTimeout(limits.headersTimeoutMs / 1000));
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    const lineTooLong = requestLine && (!requestLine.complete || requestLine.target.length > limits.maxUrlLength);
    return lineTooLong
      ? new ApiError('URI_TOO_LONG', messages.uriTooLong(limits.maxUrlLength))
      : new ApiError('REQUEST_HEADER_FIELDS_TOO_LARGE', messages.headersTooLarge(limits.maxHeaderBytes / 1024));
  }
  return new ApiError('BAD_REQUEST', messages.malformedRequest());
}

/** The whole HTTP answer to write on the socket before closing it. */
export function protocolErrorAnswer(error: ParserError, limits: ProtocolLimits): string {
  const requestLine = requestLineOf(error.rawPacket);
  const style = errorStyleOfPath(requestLine?.target.split('?')[0] ?? '/');
  const apiError = errorOf(error, requestLine, limits);
  const body = JSON.stringify(errorBody(style, apiError));
  const headers = {
    ...alwaysHeaders,
    ...(style === 'v1' ? v1Headers : {}),
    ...errorHeaders,
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  // Even a request that failed to parse may have been a HEAD, which must get no body.
  const head = requestLine?.method === 'HEAD';
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${apiError.status} ${STATUS_CODES[apiError.status]}\r\n${lines.join('\r\n')}\r\n\r\n${head ? '' : body}`;
}
