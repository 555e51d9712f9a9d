import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list of the job-description editor's toolbar (SPEC §2): headers 1 and 2, bold,
 * italic, underline, strike, blockquote, ordered and bullet lists, indent and links.
 * Indent is carried as the editor's `ql-indent-N` class, the only class kept.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'blockquote', 'ol', 'ul', 'li', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedClasses: { p: ['ql-indent-*'], li: ['ql-indent-*'], h1: ['ql-indent-*'], h2: ['ql-indent-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: 'noopener noreferrer' },
    }),
  },
  // A link whose href was dropped (e.g. javascript:) is removed with its text.
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href,
};

/** Rich text reduced to the editor's allow-list; scripts, handlers and styles are removed. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };
const decode = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name]).replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)));

const BLOCKS = new Set(['h1', 'h2', 'p', 'blockquote', 'ol', 'ul']);

/**
 * Plain text of rich text: blocks separated by blank lines, bullets as "- ", numbered
 * items as "1. ", links as "label (url)" when the label is not the url itself.
 */
export function htmlToText(html: string): string {
  // Tokenizing is safe on sanitizer output: `<` and `>` never appear unescaped in text or attributes.
  const clean = sanitizeRichText(html);
  const lists: { ordered: boolean; n: number }[] = [];
  let out = '';
  let href: string | null = null;
  let linkText = '';
  const emit = (s: string) => {
    if (href !== null) linkText += s;
    else out += s;
  };
  const newline = (n: number) => {
    out = out.replace(/[ \t]+$/, '');
    const trailing = out.length - out.replace(/\n+$/, '').length;
    if (out.length > 0 && trailing < n) out += '\n'.repeat(n - trailing);
  };

  for (const m of clean.matchAll(/<(\/?)([a-z0-9]+)([^>]*)>|([^<]+)/g)) {
    const [, closing, tag, attrs, text] = m;
    if (text !== undefined) {
      const t = decode(text).replace(/\s+/g, ' ');
      emit(out.endsWith('\n') || out.length === 0 ? t.replace(/^ /, '') : t);
      continue;
    }
    if (tag === 'br') {
      newline(1);
    } else if (tag === 'a') {
      if (!closing) {
        href = decode(/href="([^"]*)"/.exec(attrs)?.[1] ?? '');
        linkText = '';
      } else if (href !== null) {
        const label = linkText.trim();
        const target = href.replace(/^mailto:/, '');
        out += !label ? target : label === target ? label : `${label} (${target})`;
        href = null;
      }
    } else if (tag === 'li') {
      if (!closing) {
        newline(1);
        const list = lists.at(-1);
        const indent = '  '.repeat(Math.max(0, lists.length - 1));
        out += list?.ordered ? `${indent}${++list.n}. ` : `${indent}- `;
      } else newline(1);
    } else if (tag === 'ol' || tag === 'ul') {
      if (!closing) {
        newline(lists.length ? 1 : 2);
        lists.push({ ordered: tag === 'ol', n: 0 });
      } else {
        lists.pop();
        newline(lists.length ? 1 : 2);
      }
    } else if (BLOCKS.has(tag)) {
      newline(lists.length ? 1 : 2);
      if (tag === 'blockquote' && !closing) out += '> ';
    }
  }
  return out
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for inclusion in HTML. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
