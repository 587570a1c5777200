/**
 * The one HTML escaper of the server and its build scripts (OWASP XSS Prevention Cheat Sheet,
 * rule 1: escape `&`, `<`, `>`, `"` and `'` in element content and quoted attribute values).
 */

const HTML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

/**
 * `text` HTML-escaped for element content and quoted attributes, spelled as React's server
 * renderer spells it (react-dom `escapeTextForBrowser`: `&amp; &lt; &gt; &quot; &#x27;`), so the
 * content editor's preview finds prerendered text by its escaped form (server/content/editor.ts).
 * Every HTML reader (browsers, mail clients, Pagefind) decodes it back to the same characters.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char]!);
}
