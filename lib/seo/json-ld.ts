// Structured data (schema.org in JSON-LD) and its safe serialisation into a <script> element.

type JsonLdValue = string | number | boolean | JsonLdNode | JsonLdValue[]

export interface JsonLdNode {
  '@context'?: 'https://schema.org'
  '@type': string
  [property: string]: JsonLdValue | undefined
}

/**
 * JSON for `<script type="application/ld+json">`. The HTML parser ends the script at the first
 * `</script`, whatever JSON says, so `<` (and `>`, `&`, the JS line separators) leave as \u escapes:
 * a question or a play name typed in the backend can never close the script and inject markup.
 */
export function serializeJsonLd(data: JsonLdNode | JsonLdNode[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
