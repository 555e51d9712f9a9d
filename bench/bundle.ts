// `npm run bench -- bundle`: the candidate interview's JavaScript, gzipped (limit 170 KB, also
// enforced by `npm test`). Builds the web app first when there is no build to measure.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function bundleBench(): Promise<void> {
  if (!existsSync(path.join(root, 'apps/web/dist/.vite/manifest.json'))) {
    console.log('bundle: no web build yet, building apps/web...');
    execFileSync('npm', ['run', 'build', '-w', '@candid/web', '--silent'], { cwd: root, stdio: 'inherit' });
  }
  execFileSync(process.execPath, [path.join(root, 'scripts/check-interview-bundle.mjs')], { cwd: root, stdio: 'inherit' });
}
