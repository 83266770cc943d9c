// A Markdown hast plugin (Sätteri, astro.config.mjs): the pages' policy allows no inline style
// (src/core/http/security-headers.ts), and a GFM table's column alignment (`|---:|`) comes out of the
// Markdown processor as `style="text-align: right"` on every cell of the column. Here it becomes a
// class instead (`align-right`, styled in site.css); any other style on a cell stops the build with a
// message, rather than reaching a page where the browser would refuse it. (tests/site/inline-code.test.ts
// checks every built page for inline scripts, styles and style attributes, wherever they come from.)
// Code blocks get the tabindex that Shiki, the highlighter this replaced, gave them.

interface HastElement {
  tagName: string;
  properties?: Record<string, unknown>;
}

interface VisitContext {
  setProperty(node: HastElement, name: string, value: unknown): void;
}

/** The class of a cell's alignment, for the style the processor writes. */
export function alignmentClass(style: string): string {
  const match = /^text-align:\s*(left|center|right);?$/.exec(style.trim());
  if (!match) throw new Error(`An inline style in Markdown would break the pages' Content-Security-Policy: style="${style}". Use a class (src/styles/site.css).`);
  return `align-${match[1]}`;
}

export const markdownStyleClasses = {
  name: 'markdown-style-classes',
  element: [
    {
      filter: ['th', 'td'],
      visit(node: HastElement, ctx: VisitContext): void {
        const style = node.properties?.style;
        if (typeof style !== 'string') return;
        const existing = node.properties?.className;
        ctx.setProperty(node, 'style', null);
        ctx.setProperty(node, 'className', [...(Array.isArray(existing) ? existing : []), alignmentClass(style)]);
      },
    },
    {
      // A code block scrolls sideways, so it takes the keyboard's focus (axe: scrollable-region-focusable),
      // as Shiki's blocks did before Prism replaced it; Prism writes no tabindex.
      filter: ['pre'],
      visit(node: HastElement, ctx: VisitContext): void {
        ctx.setProperty(node, 'tabIndex', 0);
      },
    },
  ],
};
