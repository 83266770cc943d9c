// Words shown to people come in both languages of the docs. The OpenAPI document uses `en`; the
// reference pages use the reader's language.
export interface Text {
  en: string;
  tr: string;
}
