import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appTheme } from '../../theme';
import { SHELL_PAGES, appShellHtml, shellPageAt } from './appShell';

const bootCss = fs.readFileSync(path.resolve(import.meta.dirname, '../../boot.css'), 'utf8').toLowerCase();

describe('the signed-in app shell', () => {
  it('is found by its path, with or without a trailing slash, and only for its pages', () => {
    expect(shellPageAt('/dashboard')).toBe('dashboard');
    expect(shellPageAt('/Candidates/')).toBe('candidates');
    expect(shellPageAt('/candidates/info')).toBeUndefined();
    expect(shellPageAt('/toString')).toBeUndefined();
  });

  it('draws the frame, the current page in the navigation and the heading, with a loading state', () => {
    const html = appShellHtml('candidates');
    expect(html).toContain('<a class="app-nav__link active" href="/candidates" aria-current="page">Candidates</a>');
    expect(html).toContain(`<h1 class="page-title">${SHELL_PAGES.candidates.title}</h1>`);
    expect(html).toContain('role="progressbar" aria-label="Loading your account"');
    expect(appShellHtml('dashboard')).toContain('<div class="dashboard-header">');
  });

  it("draws with the theme's colours and heading type (boot.css cannot read the theme)", () => {
    const theme = appTheme();
    const p = theme.palette;
    for (const colour of [p.background.default, p.background.paper, p.text.primary, p.text.secondary, p.divider]) {
      expect(bootCss).toContain(colour.toLowerCase());
    }
    expect(bootCss).toContain(`font-size: ${String(theme.typography.h1.fontSize)}`);
    expect(bootCss).toContain(`letter-spacing: ${String(theme.typography.h1.letterSpacing)}`);
    expect(bootCss).toContain(`line-height: ${String(theme.typography.h1.lineHeight)}`);
  });
});
