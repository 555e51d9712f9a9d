import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlToText, sanitizeRichText } from './html';

describe('sanitizeRichText', () => {
  it('keeps the editor toolbar’s formatting', () => {
    const html =
      '<h1>Title</h1><h2>Sub</h2><p class="ql-indent-1">A <strong>b</strong> <b>c</b> <em>d</em> <i>e</i> <u>f</u> <s>g</s> <strike>h</strike><br></p>' +
      '<blockquote>quote</blockquote><ol><li>one</li></ol><ul><li>two</li></ul>';
    const clean = sanitizeRichText(html);
    for (const tag of ['h1', 'h2', 'p', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'blockquote', 'ol', 'ul', 'li']) {
      expect(clean).toContain(`<${tag}`);
    }
    expect(clean).toContain('class="ql-indent-1"');
    expect(clean).toContain('<br />');
  });

  it('removes scripts, handlers, styles, unknown tags and unsafe links', () => {
    const clean = sanitizeRichText(
      '<p onclick="x()" style="color:red" class="evil">Hi<img src=x onerror=alert(1)></p><script>alert(1)</script><style>p{}</style>' +
        '<iframe src="https://evil.example"></iframe><div><span>kept text</span></div>' +
        '<a href="javascript:alert(1)">js</a><a href="//evil.example">rel</a><a href="data:text/html,x">data</a>' +
        '<a href="https://ok.example/x?a=1&b=2" target="_blank" onclick="x()">ok</a><a href="mailto:jobs@example.com">mail</a>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|style|<img|<iframe|<div|<span|javascript:|data:|evil/i);
    expect(clean).toContain('kept text');
    expect(clean).toContain('<a href="https://ok.example/x?a=1&amp;b=2" rel="noopener noreferrer">ok</a>');
    expect(clean).toContain('<a href="mailto:jobs@example.com" rel="noopener noreferrer">mail</a>');
  });
});

describe('htmlToText', () => {
  it('turns rich text into readable plain text', () => {
    const text = htmlToText(
      '<h1>Nurse &amp; Midwife</h1><p>Line one<br>line two</p><ul><li>first</li><li>second<ol><li>a</li><li>b</li></ol></li></ul>' +
        '<blockquote>Quote</blockquote><p><a href="https://example.com">Apply here</a> or <a href="mailto:a@b.co">a@b.co</a></p><p>1 &lt; 2</p>',
    );
    expect(text).toBe(
      [
        'Nurse & Midwife',
        '',
        'Line one',
        'line two',
        '',
        '- first',
        '- second',
        '  1. a',
        '  2. b',
        '',
        '> Quote',
        '',
        'Apply here (https://example.com) or a@b.co',
        '',
        '1 < 2',
      ].join('\n'),
    );
  });

  it('drops anything the sanitizer would drop', () => {
    expect(htmlToText('<script>alert(1)</script><p>ok</p>')).toBe('ok');
    expect(htmlToText('')).toBe('');
  });
});

describe('escapeHtml', () => {
  it('escapes markup characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
