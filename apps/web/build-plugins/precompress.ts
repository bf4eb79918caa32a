import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;

/**
 * Writes `file.br` (brotli 11) and `file.gz` (gzip 9) beside every text file under `dir` (not
 * Vite's own .vite/ folder), unless the variant would not be smaller. Returns the files it read.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && TEXT.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !relative(dir, file).split(sep).includes('.vite'));
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      const variants = [
        ['br', await brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
        ['gz', await gzipAsync(source, { level: 9 })],
      ] as const;
      for (const [extension, bytes] of variants) {
        if (bytes.length < source.length) await writeFile(`${file}.${extension}`, bytes);
      }
    }),
  );
  return files;
}

/**
 * Precompresses the build, so the server sends the files as they are (@fastify/static
 * `preCompressed`) instead of compressing on every request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'codedojo-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
