import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Connect, type HtmlTagDescriptor, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { SHELL_PAGES, appShellHtml, type ShellPageKey } from './src/features/layout/appShell';
import { catalogueLocaleOf, catalogues } from './vite/catalogues';

const apiTarget = 'http://localhost:3000';

/** The candidate invite: exactly two numeric segments (the three-segment team invite stays in the SPA). */
const CANDIDATE_INVITE = /^\/invite\/\d{1,10}\/\d{1,10}\/?(\?.*)?$/i;

/**
 * In `vite` and `vite preview`, /invite/{campaignId}/{enterpriseId} serves interview.html, as the
 * server does in production (apps/server/src/http/spa.ts).
 */
function candidateInviteRewrite(): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && req.url && CANDIDATE_INVITE.test(req.url)) {
      const query = req.url.indexOf('?');
      req.url = `/interview.html${query >= 0 ? req.url.slice(query) : ''}`;
    }
    next();
  };
  return {
    name: 'candid-candidate-invite',
    configureServer(server) {
      server.middlewares.use(rewrite);
    },
    configurePreviewServer(server) {
      server.middlewares.use(rewrite);
    },
  };
}

/** The font file of the Latin text every page shows (both apps use Roboto, latin subset). */
const FIRST_PAINT_FONT = 'roboto-latin-wght-normal.woff2';

/**
 * Chunks every page of the employer app loads soon after its entry, without the entry importing
 * them: zod and react-hook-form ('forms', manualChunks below) are evaluated by the first page that
 * builds a schema, not in the entry's first long task (src/zodConfig.ts), but are fetched with it.
 */
const EARLY_CHUNKS = ['forms'];

/**
 * Preloads from the HTML what the first page needs and the entry does not import: the page font,
 * so it arrives with the scripts instead of once the app has rendered text in the fallback font (a
 * late swap re-lays out the page: layout shift, a later LCP), and the employer app's EARLY_CHUNKS.
 * Their hashed names are only known once the bundle is written, hence a plugin.
 */
function preloadFirstPaint(): Plugin {
  return {
    name: 'candid-preload-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.values(ctx.bundle ?? {});
        const font = files.find(
          (file) => file.type === 'asset' && file.originalFileNames.some((name) => name.endsWith(FIRST_PAINT_FONT)),
        );
        if (!font) throw new Error(`${FIRST_PAINT_FONT} is not in the bundle: the font preload would be missing`);
        const tags: HtmlTagDescriptor[] = [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
        if (path.basename(ctx.filename) !== 'index.html') return tags;
        for (const name of EARLY_CHUNKS) {
          const chunk = files.find((file) => file.type === 'chunk' && file.name === name);
          if (!chunk) throw new Error(`no '${name}' chunk in the bundle: its preload would be missing`);
          tags.push({ tag: 'link', attrs: { rel: 'modulepreload', href: `/${chunk.fileName}`, crossorigin: '' }, injectTo: 'head' });
        }
        return tags;
      },
    },
  };
}

/** Where the built index.html shows its spinner, which a page's shell replaces. */
const BOOT_MARKUP = /<!--boot-->[\s\S]*<!--\/boot-->/;

/** A stylesheet link as Vite writes it into the HTML of an entry. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

/**
 * The HTML's stylesheets inlined: a first visit paints with the HTML instead of after one more
 * round trip for each of two render-blocking files (6 KB compressed in all). Each inlined file keeps
 * a disabled link, which the browser does not fetch but Vite's preloading finds, so a chunk that
 * names the same file as a dependency does not load it again.
 */
function inlineStylesheets(html: string, outDir: string): string {
  return html.replace(STYLESHEET_LINK, (_link, file: string) => {
    const css = fs.readFileSync(path.join(outDir, file), 'utf8').replace(/\/\*# sourceMappingURL=.*?\*\//g, '');
    return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
  });
}

/**
 * Inlines the stylesheets of index.html and interview.html, then writes shell/<page>.html for each
 * signed-in page of appShell.ts: index.html with the page's frame and heading in place of the
 * spinner. The server sends it to a browser holding a session cookie (apps/server/src/http/spa.ts),
 * so the heading paints with the HTML.
 */
function htmlPages(): Plugin {
  let outDir = '';
  return {
    name: 'candid-html-pages',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      for (const page of ['index.html', 'interview.html']) {
        const file = path.join(outDir, page);
        if (fs.existsSync(file)) fs.writeFileSync(file, inlineStylesheets(fs.readFileSync(file, 'utf8'), outDir));
      }
      const indexHtml = path.join(outDir, 'index.html');
      if (!fs.existsSync(indexHtml)) return;
      const html = fs.readFileSync(indexHtml, 'utf8');
      if (!BOOT_MARKUP.test(html)) throw new Error('index.html has no <!--boot--> markup for the signed-in shells');
      fs.mkdirSync(path.join(outDir, 'shell'), { recursive: true });
      for (const page of Object.keys(SHELL_PAGES) as ShellPageKey[]) {
        fs.writeFileSync(path.join(outDir, 'shell', `${page}.html`), html.replace(BOOT_MARKUP, () => appShellHtml(page)));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), catalogues(), candidateInviteRewrite(), preloadFirstPaint(), htmlPages()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/dev': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/dev': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // scripts/check-interview-bundle.mjs reads it to size what interview.html loads.
    manifest: true,
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        // The candidate app: its own small entry (DESIGN §1), no MUI, router or TanStack Query.
        interview: fileURLToPath(new URL('./interview.html', import.meta.url)),
      },
      // @candid/shared's modules only declare (schemas, constants, messages, rules): a page loads
      // those it uses, not every zod schema of the contract, which would all be built at start.
      treeshake: { moduleSideEffects: (id) => !/[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id) },
      // Two reports that are nobody's problem here, kept out of `npm run build` (and `npm test`):
      // Rollup's counts of the small chunks it merged (experimentalMinChunkSize, below), and the
      // comments in a dependency's code (zod's) that it cannot read as annotations and drops.
      onLog(level, log, handler) {
        if (log.code === 'OPTIMIZE_CHUNK_STATUS') return;
        if (log.code === 'INVALID_ANNOTATION' && /[\\/]node_modules[\\/]/.test(log.id ?? '')) return;
        handler(level, log);
      },
      output: {
        // Rollup's splitting leaves many chunks of a few KB (a page's share of MUI): a page would
        // load 15 or more after its entry, six at a time over HTTP/1.1. Chunks under 20 KB are
        // merged where that runs no code a page did not run before.
        experimentalMinChunkSize: 20_000,
        // Long-lived vendor chunks: they change far less often than the app's own code. The
        // candidate app shares only 'react' (react, react-dom, scheduler): the router, forms and
        // query chunks must stay out of it. MUI (with its charts and date pickers) is left to
        // Rollup's splitting, so a page loads the components it uses and not all of MUI: a manual
        // chunk would also take in every module it imports, whichever page needs it.
        manualChunks(id) {
          // Each language's catalogue is a chunk of its own, fetched only when that language is
          // chosen: not merged into the entry or another chunk as a small module would be.
          const catalogue = catalogueLocaleOf(id);
          if (catalogue) return `catalogue-${catalogue}`;
          // The candidate app's date formatting, with dayjs: a chunk of its own, which the
          // merging of small chunks (above) cannot join to employer-app code.
          if (/[\\/]src[\\/]lib[\\/]dates\.ts$/.test(id)) return 'dates';
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
          if (/[\\/]node_modules[\\/]react-router[\\/]/.test(id)) return 'router';
          if (/[\\/]node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/.test(id)) return 'forms';
          if (/[\\/]node_modules[\\/]@tanstack[\\/]/.test(id)) return 'query';
          if (/[\\/]node_modules[\\/]dayjs[\\/]/.test(id)) return 'dates';
          return undefined;
        },
      },
    },
  },
});
