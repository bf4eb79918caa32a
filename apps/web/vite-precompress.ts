import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;

/**
 * Writes `file.br` (brotli 11) and `file.gz` (gzip 9) beside every text file of the build, so the
 * server sends them as they are (@fastify/static `preCompressed`) instead of compressing per request.
 * A variant that would not be smaller than the file is not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'codedojo-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && TEXT.test(entry.name) && !entry.parentPath.includes('.vite'))
        .map((entry) => join(entry.parentPath, entry.name));
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
    },
  };
}
