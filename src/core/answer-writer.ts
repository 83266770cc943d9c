// An answer's bytes, written in order into one reused buffer and copied out once at its exact size:
// for answers made of build-time bytes (records, search hits) and a few numbers and ASCII words made
// per request (/v2/locate). Numbers are written as digits in place: on distinct points, turning six
// distances into strings, joining them into the urls and flattening those took longer than finding
// the district itself (npm run bench:distinct -- --only=locate --in-process, issue 39).

const zero = 0x30;
const dot = 0x2e;

export class AnswerWriter {
  private buffer = Buffer.allocUnsafe(16 * 1024);
  private at = 0;

  /** Starts a new answer (the buffer is reused; only `finish` hands bytes out). */
  start(): this {
    this.at = 0;
    return this;
  }

  private room(length: number): void {
    if (this.at + length <= this.buffer.length) return;
    const larger = Buffer.allocUnsafe(Math.max(2 * this.buffer.length, this.at + length));
    this.buffer.copy(larger, 0, 0, this.at);
    this.buffer = larger;
  }

  /** Bytes `start..end` of `source`, as they are. */
  bytes(source: Buffer, start = 0, end = source.length): this {
    this.room(end - start);
    this.at += source.copy(this.buffer, this.at, start, end);
    return this;
  }

  /** Text of ASCII characters only (JSON keys and punctuation, kinds, matches): one byte each. */
  ascii(text: string): this {
    this.room(text.length);
    this.at += this.buffer.write(text, this.at, 'latin1');
    return this;
  }

  /** Any text, as UTF-8 (the dataset's version and date in the envelope's meta). */
  text(text: string): this {
    this.room(Buffer.byteLength(text));
    this.at += this.buffer.write(text, this.at, 'utf8');
    return this;
  }

  /** A non-negative integer, in decimal. */
  uint(value: number): this {
    let digits = 1;
    for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits++;
    this.room(digits);
    for (let i = this.at + digits - 1, rest = value; i >= this.at; i--, rest = Math.floor(rest / 10)) this.buffer[i] = zero + (rest % 10);
    this.at += digits;
    return this;
  }

  /**
   * A non-negative number of kilometres rounded to metres (k / 1000 for an integer k), written as
   * JavaScript writes it: `3`, `3.1`, `0.642`, the shortest decimal that reads back as the same number.
   */
  kilometres(value: number): this {
    const metres = Math.round(value * 1000);
    const whole = Math.floor(metres / 1000);
    const fraction = metres - whole * 1000;
    this.uint(whole);
    if (fraction === 0) return this;
    this.room(4);
    this.buffer[this.at++] = dot;
    this.buffer[this.at++] = zero + Math.floor(fraction / 100);
    if (fraction % 100 === 0) return this;
    this.buffer[this.at++] = zero + (Math.floor(fraction / 10) % 10);
    if (fraction % 10 !== 0) this.buffer[this.at++] = zero + (fraction % 10);
    return this;
  }

  /** The answer's bytes, in a buffer of their own. */
  finish(): Buffer {
    const answer = Buffer.allocUnsafe(this.at);
    this.buffer.copy(answer, 0, 0, this.at);
    return answer;
  }
}
