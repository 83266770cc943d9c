// Descriptions use `backticks` for code, as in Markdown; the reference renders them as <code>.
const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => escapes[character]!);

/** HTML for text whose `backticked` parts are code; everything else is escaped. */
export const inlineCode = (text: string): string =>
  escapeHtml(text).replace(/`([^`]+)`/g, (_, code: string) => `<code>${code}</code>`);

/** JSON for a `<script>` element (JSON-LD, data for a page script): `<` escaped so no value can close the element. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replaceAll('<', '\\u003c');
