// The offline command's progress bar and summary text (shown on a terminal only; the HTTP-free CLI
// test in tests/addresses/address-file.test.ts runs without one and sees the summary alone), and the
// delimiter it detects from a header line.
import { describe, expect, it } from 'vitest';
import { detectDelimiter } from './csv-delimiter.ts';
import { formatDuration, progressLine, summaryLine } from './progress.ts';

describe('the progress bar', () => {
  it('shows the share of the file read, lines done, lines per second and time left', () => {
    expect(progressLine(120_000, 0.25, 5)).toBe('[######------------------]  25% 120,000 lines  24,000 lines/s  ~15 s left');
    expect(progressLine(0, 0, 0)).toBe('[------------------------]   0% 0 lines  0 lines/s  ~? left');
    expect(progressLine(1_000_000, 1, 40)).toBe('[########################] 100% 1,000,000 lines  25,000 lines/s  ~0 s left');
  });

  it('says minutes past a minute', () => {
    expect(formatDuration(59.4)).toBe('59 s');
    expect(formatDuration(125)).toBe('2 min 5 s');
  });

  it('sums up in the words of the issue', () => {
    expect(summaryLine({ lines: 180_000, accept: 120_000, confirm: 50_000, fix: 10_000 }, 21.04)).toBe('180,000 lines, 120,000 accept, 50,000 confirm, 10,000 fix, 21.0 s');
  });
});

describe('the CSV delimiter', () => {
  it.each([
    ['id,adres,not\n1;2;3;4', ','],
    ['\uFEFFid;adres;not\r\n', ';'],
    ['"a,b";adres\n', ';'],
    ['id\tadres\n', '\t'],
    ['adres\n', ','],
  ])('of %j is %j', (head, delimiter) => expect(detectDelimiter(head)).toBe(delimiter));
});
