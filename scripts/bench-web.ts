/**
 * `npm run bench:web`: builds the SPA when its build is missing or older than its sources, then
 * prints, for every route of the router, the gzip size of the JavaScript and CSS fetched on first
 * load (the entry, the screen's chunk and their static imports) and of what the screen loads later
 * by itself (dynamic imports such as the code editor). Fails when /login needs over 150 KB of JS.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WEB = join(ROOT, 'apps/web');
const DIST = join(WEB, 'dist');
const MANIFEST = join(DIST, '.vite/manifest.json');
const LOGIN_BUDGET_BYTES = 150 * 1024;
const SOURCES = [
  join(WEB, 'src'),
  join(WEB, 'index.html'),
  join(WEB, 'vite.config.ts'),
  join(ROOT, 'packages/shared/src'),
];

type Chunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, Chunk>;

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function buildIfNeeded(): void {
  const built = existsSync(MANIFEST) ? statSync(MANIFEST).mtimeMs : 0;
  if (built > 0 && built >= Math.max(...SOURCES.map(newestMtime))) return;
  console.log(built ? 'Sources changed since the last build: building...' : 'No build found: building...');
  execFileSync('npm', ['run', 'build', '--silent', '-w', '@codedojo/web'], { cwd: ROOT, stdio: 'inherit' });
}

/** Routes and their screens, read from the router and the lazy screen table (never written twice). */
function routes(): { path: string; module: string }[] {
  const appDir = join(WEB, 'src/app');
  const screens = readFileSync(join(appDir, 'screens.ts'), 'utf8');
  const modules = new Map<string, string>();
  for (const match of screens.matchAll(/(\w+):\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
    const [, name, specifier] = match;
    if (name && specifier) modules.set(name, relative(WEB, join(appDir, specifier)).split('\\').join('/'));
  }
  const router = readFileSync(join(appDir, 'router.tsx'), 'utf8');
  const found: { path: string; module: string }[] = [];
  for (const match of router.matchAll(
    /\{\s*(?:path:\s*'([^']*)'|index:\s*true)\s*,\s*element:\s*<Screens\.(\w+)/g,
  )) {
    const [, path, screen] = match;
    const module = screen ? modules.get(screen) : undefined;
    if (module) found.push({ path: `/${path ?? ''}`, module });
  }
  return found;
}

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** A chunk and its static imports, transitively (what the browser fetches together). */
function closure(manifest: Manifest, keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    closure(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}

function sizes(manifest: Manifest, keys: Iterable<string>) {
  let js = 0;
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    js += gzipSize(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  let cssBytes = 0;
  for (const file of css) cssBytes += gzipSize(file);
  return { js, css: cssBytes };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

buildIfNeeded();
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error(`No entry chunk in ${MANIFEST}`);
const entryClosure = closure(manifest, [entryKey]);
const screenModules = new Set(routes().map((route) => route.module));

const rows: string[][] = [];
let loginJs = -1;
for (const route of routes()) {
  if (!manifest[route.module]) {
    rows.push([route.path, posix.basename(route.module), 'not in manifest', '', '']);
    continue;
  }
  const first = closure(manifest, [route.module], new Set(entryClosure));
  const firstSizes = sizes(manifest, first);
  // Everything the screen's own chunks can import dynamically, transitively (not other screens).
  const later = new Set<string>();
  const pending = [...first].filter((key) => !entryClosure.has(key));
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    for (const dynamic of manifest[key]?.dynamicImports ?? []) {
      if (screenModules.has(dynamic) || first.has(dynamic) || later.has(dynamic)) continue;
      for (const reached of closure(manifest, [dynamic])) {
        if (first.has(reached) || later.has(reached)) continue;
        later.add(reached);
        pending.push(reached);
      }
    }
  }
  const laterSizes = sizes(manifest, later);
  if (route.path === '/login') loginJs = firstSizes.js;
  rows.push([
    route.path,
    posix.basename(route.module),
    kb(firstSizes.js),
    kb(firstSizes.css),
    later.size > 0 ? `${kb(laterSizes.js)} (${later.size} chunks)` : '-',
  ]);
}

const header = [
  'route',
  'screen',
  'first-load JS (gzip)',
  'CSS (gzip)',
  'loadable later by the screen (JS gzip)',
];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
);
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
console.log(line(header));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const row of rows) console.log(line(row));

if (loginJs < 0) {
  console.error('\n/login was not found in the router.');
  process.exitCode = 1;
} else if (loginJs > LOGIN_BUDGET_BYTES) {
  console.error(`\n/login needs ${kb(loginJs)} of JavaScript, over the ${kb(LOGIN_BUDGET_BYTES)} budget.`);
  process.exitCode = 1;
} else {
  console.log(`\n/login: ${kb(loginJs)} of JavaScript, within the ${kb(LOGIN_BUDGET_BYTES)} budget.`);
}
