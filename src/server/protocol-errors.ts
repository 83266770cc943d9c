// Answers to requests Node's HTTP parser gives up on before any handler runs, in the API's envelope
// (the v1 one on v1 paths), so a client sees the same kind of answer for every mistake:
// - headers over the size limit: 431 (RFC 6585 §5), or 414 (RFC 9110 §15.5.15) when it is the request
//   line that is too long;
// - a request line and headers that do not arrive within the headers timeout (a client dripping
//   them to hold the connection): 408 (RFC 9110 §15.5.9), then the connection is closed. Node does
//   not hand over what such a request sent, so its path is unknown and the envelope is v2's;
// - a request whose body stops arriving within the request timeout: 408 too, saying so;
// - two body lengths (two Content-Lengths, or Content-Length and Transfer-Encoding; RFC 9112 §6.3):
//   400 saying which; an HTTP version other than 1.x: 505 (RFC 9110 §15.6.6);
// - anything else unparseable (a raw control character in the target): 400.
// Requests Node parses but hands to no handler get the envelope too (local-server.ts): CONNECT
// (405), and HTTP/1.1 without Host (400, RFC 9112 §3.2; Node's own answer had no body).
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
  requestTimeoutMs: number;
}

/** Where the request was when the parser gave up: its headers had all arrived (a body was due). */
export interface ParserState {
  headersDone: boolean;
}

export type ParserError = NodeJS.ErrnoException & { rawPacket?: Buffer };

/** The request line as far as it arrived: method, target, and whether it was complete. */
function requestLineOf(rawPacket: Buffer | undefined): { method: string; target: string; complete: boolean; version?: string } | undefined {
  if (!rawPacket) return undefined;
  const text = rawPacket.toString('latin1');
  const end = text.indexOf('\r\n');
  const line = /^([A-Z]+) (\S*)(?: HTTP\/([0-9]\.[0-9]))?/.exec(end === -1 ? text : text.slice(0, end));
  return line ? { method: line[1]!, target: line[2]!, complete: end !== -1, version: line[3] } : undefined;
}

function errorOf(error: ParserError, requestLine: ReturnType<typeof requestLineOf>, limits: ProtocolLimits, state: ParserState): ApiError {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return state.headersDone
      ? new ApiError('REQUEST_TIMEOUT', messages.bodyTimeout(limits.requestTimeoutMs / 1000))
      : new ApiError('REQUEST_TIMEOUT', messages.requestTimeout(limits.headersTimeoutMs / 1000));
  }
  if (error.code === 'HPE_UNEXPECTED_CONTENT_LENGTH' || /content-length/i.test(error.message)) return new ApiError('BAD_REQUEST', messages.ambiguousLength());
  // HPE_INVALID_VERSION is also a bare LF after the version: only another version number is a 505.
  if (error.code === 'HPE_INVALID_VERSION' && requestLine?.version !== undefined && !requestLine.version.startsWith('1.')) {
    return new ApiError('HTTP_VERSION_NOT_SUPPORTED', messages.httpVersion());
  }
  if (error.code === 'HPE_INVALID_TRANSFER_ENCODING') return new ApiError('NOT_IMPLEMENTED', messages.unknownTransferEncoding());
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    const lineTooLong = requestLine && (!requestLine.complete || requestLine.target.length > limits.maxUrlLength);
    return lineTooLong
      ? new ApiError('URI_TOO_LONG', messages.uriTooLong(limits.maxUrlLength))
      : new ApiError('REQUEST_HEADER_FIELDS_TOO_LARGE', messages.headersTooLarge(limits.maxHeaderBytes / 1024));
  }
  return new ApiError('BAD_REQUEST', messages.malformedRequest());
}

/** The whole HTTP answer to write on the socket before closing it. */
export function protocolErrorAnswer(error: ParserError, limits: ProtocolLimits, state: ParserState): string {
  const requestLine = requestLineOf(error.rawPacket);
  return rawErrorAnswer(errorOf(error, requestLine, limits, state), requestLine?.target ?? '/', requestLine?.method === 'HEAD');
}

/** An error as a whole HTTP/1.1 answer that closes the connection: for a socket no response object owns. */
export function rawErrorAnswer(apiError: ApiError, target: string, head: boolean): string {
  const style = errorStyleOfPath(target.split('?')[0] ?? '/');
  const body = JSON.stringify(errorBody(style, apiError));
  const headers = {
    ...alwaysHeaders,
    ...(style === 'v1' ? v1Headers : {}),
    ...errorHeaders,
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
    ...apiError.headers,
  };
  // Even a request that failed to parse may have been a HEAD, which must get no body.
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${apiError.status} ${STATUS_CODES[apiError.status]}\r\n${lines.join('\r\n')}\r\n\r\n${head ? '' : body}`;
}
