// A GFM table's alignment becomes a class, and any other inline style in Markdown stops the build.
import { describe, expect, it } from 'vitest';
import { alignmentClass } from './markdown-style-classes.ts';

describe('alignmentClass', () => {
  it.each([
    ['text-align: right', 'align-right'],
    ['text-align:center;', 'align-center'],
    [' text-align: left ', 'align-left'],
  ])('%j → %s', (style, name) => expect(alignmentClass(style)).toBe(name));

  it.each(['color: red', 'text-align: right; color: red', 'text-align: justify'])('refuses %j', (style) => {
    expect(() => alignmentClass(style)).toThrow(`An inline style in Markdown would break the pages' Content-Security-Policy: style="${style}"`);
  });
});
