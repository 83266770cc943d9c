// Literal text inside a regular expression: route templates, allowed-value lists.
export const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
