import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../../server/csp';

/** The CSP hash source of a script text (CSP Level 3 §8.3). */
const hash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Inline scripts are found as a browser's HTML parser finds them (WHATWG HTML tokenizer), so
 * the policy lists exactly the scripts the browser will run (DESIGN §3).
 */
describe('inline script hashes', () => {
  it('hashes classic and module scripts, any tag case and attribute order', () => {
    const html =
      '<!doctype html><html><head><SCRIPT TYPE="module" nonce="n">a()</SCRIPT></head>' +
      '<body><script async type=text/javascript>b()</script><Script>c()</Script></body></html>';
    expect(inlineScriptHashes(html)).toEqual([hash('a()'), hash('b()'), hash('c()')]);
  });

  it('skips external scripts, data blocks and empty scripts', () => {
    const html =
      '<script src="/x.js"></script><script type="application/ld+json">{"a":1}</script>' +
      '<script TYPE="importmap">{}</script><script></script><script>run()</script>';
    expect(inlineScriptHashes(html)).toEqual([hash('run()')]);
  });

  it('is not misled by attributes whose names end in src or type', () => {
    const html =
      '<script data-src="/lazy.js">a()</script><script data-type="application/ld+json">b()</script>';
    expect(inlineScriptHashes(html)).toEqual([hash('a()'), hash('b()')]);
  });

  it('reads an attribute value holding ">" as part of the tag', () => {
    expect(inlineScriptHashes('<script data-x="a>b">c()</script>')).toEqual([hash('c()')]);
  });

  it('ignores script markup inside comments and raw-text elements', () => {
    const html =
      '<!-- <script>old()</script> --><textarea><script>typed()</script></textarea>' +
      '<title><script>t()</script></title><script>real()</script>';
    expect(inlineScriptHashes(html)).toEqual([hash('real()')]);
  });

  it('ends a script at the first </script>, even inside a string, as browsers do', () => {
    expect(inlineScriptHashes('<script>var s = "</script>";</script>')).toEqual([
      hash('var s = "'),
    ]);
    expect(inlineScriptHashes('<script>var s = "<\\/script>";</script>')).toEqual([
      hash('var s = "<\\/script>";'),
    ]);
  });

  it('hashes the text after the parser turns CRLF into LF, as the browser does', () => {
    expect(inlineScriptHashes('<script>a();\r\nb();</script>')).toEqual([hash('a();\nb();')]);
  });

  it('includes scripts inside <template> contents', () => {
    expect(inlineScriptHashes('<template><script>t()</script></template>')).toEqual([hash('t()')]);
  });
});
