// The element's CSS, scoped to `turkiye-address` and its stable class names (no global rule), with
// `--turkiye-address-*` custom properties for the colors and sizes a page may want to change. The list
// overlays what follows (absolute, at its place in the flow), so opening and closing it moves nothing. Below
// 480 px an open list takes the screen under its field, with 44 px targets (WCAG 2.5.5).
const styleText = `
turkiye-address{display:block}
turkiye-address[hidden]{display:none}
turkiye-address .turkiye-address__listbox{position:absolute;z-index:var(--turkiye-address-z-index,1000);box-sizing:border-box;width:var(--turkiye-address-list-width,min(24rem,100vw));list-style:none;margin:.25rem 0 0;padding:.25rem 0;max-height:var(--turkiye-address-list-height,16rem);overflow-y:auto;background:var(--turkiye-address-background,Canvas);color:var(--turkiye-address-color,CanvasText);border:1px solid var(--turkiye-address-border-color,GrayText);border-radius:var(--turkiye-address-radius,.25rem)}
turkiye-address .turkiye-address__listbox[hidden]{display:none}
turkiye-address .turkiye-address__option{padding:.5rem .75rem;min-height:44px;box-sizing:border-box;display:flex;align-items:center;gap:.5rem;cursor:pointer}
turkiye-address .turkiye-address__option[aria-selected=true]{background:var(--turkiye-address-active-background,Highlight);color:var(--turkiye-address-active-color,HighlightText)}
turkiye-address .turkiye-address__kind,turkiye-address .turkiye-address__alias{font-size:.85em;opacity:.8}
turkiye-address .turkiye-address__status{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
turkiye-address .turkiye-address__notice{margin:.5rem 0;color:var(--turkiye-address-notice-color,inherit)}
turkiye-address .turkiye-address__notice:empty{display:none}
turkiye-address .turkiye-address__notice button{min-height:44px;margin-inline-start:.5rem}
turkiye-address [aria-invalid=true]{outline:2px solid var(--turkiye-address-invalid-color,#b3261e);outline-offset:1px}
@media (max-width:480px){
turkiye-address .turkiye-address__field--open{position:fixed;inset:0 0 auto 0;z-index:var(--turkiye-address-z-index,1000);padding:.75rem;background:var(--turkiye-address-background,Canvas)}
turkiye-address .turkiye-address__field--open + .turkiye-address__listbox{position:fixed;inset:var(--turkiye-address-sheet-top,5.5rem) 0 0 0;width:auto;max-height:none;margin:0;border-radius:0}
}
`;

/** The rules for the element registered as `tag` (the class names and custom properties keep their names). */
export const stylesFor = (tag: string): string => (tag === 'turkiye-address' ? styleText : styleText.replace(/turkiye-address(?![_-])/g, tag));
