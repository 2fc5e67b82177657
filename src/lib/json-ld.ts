/**
 * JSON for an inline <script type="application/ld+json">: `<`, `>`, `&` and the JS line
 * separators are written as \u escapes, so no field value (e.g. "</script>") can end the script.
 */
export const serializeJsonLd = (data: unknown): string =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
