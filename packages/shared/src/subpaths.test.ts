import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The candidate app imports @candid/shared's subpaths (package.json "exports" besides ".") so
 * that its bundle carries no zod. scripts/check-interview-bundle.mjs checks the built bundle; this
 * checks the sources, so a zod import into a subpath module fails here first.
 */
const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const exportsField = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).exports as Record<string, string>;
const subpaths = Object.entries(exportsField).filter(([subpath]) => subpath !== '.');

/** Every module specifier a file imports or re-exports at run time (type-only imports are erased). */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)];
  return specifiers.map((m) => m[1]);
}

/** The files `entry` loads, itself included, following relative imports. */
function moduleGraph(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const specifier of runtimeImports(entry)) {
    if (specifier.startsWith('.')) moduleGraph(path.resolve(path.dirname(entry), `${specifier}.ts`), seen);
  }
  return seen;
}

/**
 * The one package a subpath may load, and why: './phone' reads numbers with libphonenumber-js (its
 * own subpath so that only the screens that check numbers carry the metadata; never the candidate app).
 */
const ALLOWED_PACKAGES: Record<string, string> = { './phone': 'libphonenumber-js/max' };

describe('zod-free subpath exports', () => {
  it('has the subpaths the candidate app imports', () => {
    expect(subpaths.map(([subpath]) => subpath)).toEqual(expect.arrayContaining(['./constants', './messages']));
  });

  it.each(subpaths)('%s loads no package but itself (or its one named dependency)', (subpath, target) => {
    const files = [...moduleGraph(path.join(packageDir, target))];
    const packages = files.flatMap((file) =>
      runtimeImports(file)
        .filter((specifier) => !specifier.startsWith('.') && specifier !== ALLOWED_PACKAGES[subpath])
        .map((specifier) => `${path.relative(packageDir, file)} imports ${specifier}`),
    );
    expect(packages).toEqual([]);
  });

  it('would notice a zod import', () => {
    expect(runtimeImports(path.join(packageDir, 'src/validation.ts'))).toContain('zod');
    expect(runtimeImports(path.join(packageDir, 'src/index.ts'))).toContain('./validation');
  });
});
