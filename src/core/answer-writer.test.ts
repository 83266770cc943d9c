import { describe, expect, it } from 'vitest';
import { AnswerWriter } from './answer-writer.ts';

const written = (write: (writer: AnswerWriter) => unknown) => {
  const writer = new AnswerWriter().start();
  write(writer);
  return writer.finish().toString('latin1');
};

describe('AnswerWriter', () => {
  it('writes every distance rounded to metres up to 1,000 km as JavaScript does', () => {
    const wrong: number[] = [];
    for (let metres = 0; metres < 1_000_000; metres++) {
      const km = metres / 1000;
      if (written((writer) => writer.kilometres(km)) !== String(km)) wrong.push(metres);
    }
    expect(wrong).toEqual([]);
  });

  it('writes integers in decimal, 0 and 2^32 - 1 included', () => {
    for (const value of [0, 7, 10, 99, 100, 26040, 4_294_967_295]) expect(written((writer) => writer.uint(value))).toBe(String(value));
  });

  it('joins bytes, slices, ASCII and UTF-8 text in order, and grows past its first buffer', () => {
    const record = Buffer.from('{"name":"Çamlıhemşin"}');
    const long = 'x'.repeat(40_000);
    const body = new AnswerWriter().start().ascii('[').bytes(record).ascii(',').bytes(record, 0, 1).ascii(long).text('"Ağrı"').ascii(']').finish();
    expect(body.toString('utf8')).toBe(`[{"name":"Çamlıhemşin"},{${long}"Ağrı"]`);
  });

  it('starts each answer empty and hands out bytes that the next answer does not change', () => {
    const writer = new AnswerWriter();
    const first = writer.start().ascii('first').finish();
    const second = writer.start().ascii('2nd').finish();
    expect([first.toString(), second.toString()]).toEqual(['first', '2nd']);
  });
});
