import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

describe('precompressDir', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'codedojo-precompress-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, '.vite'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip variants that decode to the original file', async () => {
    const script = `console.log(${JSON.stringify('codedojo '.repeat(300))});`;
    writeFileSync(join(dir, 'assets/index-AbCd1234.js'), script);
    writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>shell</p>'.repeat(40)}`);
    await precompressDir(dir);
    const br = readFileSync(join(dir, 'assets/index-AbCd1234.js.br'));
    const gz = readFileSync(join(dir, 'assets/index-AbCd1234.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
  });

  it('skips variants that would not be smaller, binary files and Vite’s manifest folder', async () => {
    writeFileSync(join(dir, 'assets/tiny-EfGh5678.js'), 'export{};');
    writeFileSync(join(dir, 'assets/logo-IjKl9012.png'), Buffer.alloc(4096, 7));
    writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify({ entry: 'x'.repeat(2000) }));
    await precompressDir(dir);
    expect(existsSync(join(dir, 'assets/tiny-EfGh5678.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets/tiny-EfGh5678.js.gz'))).toBe(false);
    expect(existsSync(join(dir, 'assets/logo-IjKl9012.png.br'))).toBe(false);
    expect(existsSync(join(dir, '.vite/manifest.json.br'))).toBe(false);
  });
});
