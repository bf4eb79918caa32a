import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import {
  type CatalogRecord,
  listProblemDirs,
  loadProblem,
  toRecord,
  validateProblem,
} from '../../../../catalog/tools/verify-lib.mjs';
import type { Db } from '../db/client.ts';
import { problems, testCases } from '../db/schema.ts';

export const CATALOG_ROOT = fileURLToPath(new URL('../../../../catalog/problems', import.meta.url));

export type ImportSummary = {
  added: number;
  updated: number;
  unchanged: number;
  keptAdminEdits: number;
  invalid: string[];
};

const hashOf = (record: CatalogRecord) => createHash('sha256').update(JSON.stringify(record)).digest('hex');

function columnsOf(record: CatalogRecord) {
  return {
    title: record.title,
    description: record.description,
    difficulty: record.difficulty,
    tags: record.tags,
    constraints: record.constraints,
    hints: record.hints,
    editorial: record.editorial,
    examples: record.examples,
    codeSnippets: record.codeSnippets,
    referenceSolutions: record.referenceSolutions,
  };
}

const testRows = (problemId: string, record: CatalogRecord) =>
  record.testCases.map((test, position) => ({ problemId, position, ...test }));

/**
 * Loads catalog/problems into the database: new problems are added, changed ones updated, and a
 * problem an admin has edited since its import is left alone. Identified by slug; the content hash
 * says whether anything changed. Problems that left the catalogue stay (learners' history needs them).
 */
export async function importCatalog(db: Db, root: string = CATALOG_ROOT): Promise<ImportSummary> {
  const summary: ImportSummary = { added: 0, updated: 0, unchanged: 0, keptAdminEdits: 0, invalid: [] };
  const existing = new Map(
    (
      await db
        .select({
          id: problems.id,
          slug: problems.catalogSlug,
          hash: problems.catalogHash,
          edited: problems.adminEditedAt,
        })
        .from(problems)
        .where(eq(problems.source, 'CATALOG'))
    ).map((row) => [row.slug, row]),
  );
  for (const dir of await listProblemDirs(root)) {
    const loaded = await loadProblem(dir);
    if (validateProblem(loaded).errors.length > 0) {
      summary.invalid.push(loaded.slug);
      continue;
    }
    const record = toRecord(loaded);
    // A folder still being written has no tests yet: nothing to serve until it has.
    if (record.testCases.length === 0 || record.testCases.some((test) => test.output === null)) {
      summary.invalid.push(loaded.slug);
      continue;
    }
    const hash = hashOf(record);
    const current = existing.get(record.slug);
    if (current?.hash === hash) {
      summary.unchanged++;
      continue;
    }
    if (current?.edited) {
      summary.keptAdminEdits++;
      continue;
    }
    await db.transaction(async (tx) => {
      if (current) {
        await tx
          .update(problems)
          .set({ ...columnsOf(record), catalogHash: hash, updatedAt: new Date() })
          .where(eq(problems.id, current.id));
        await tx.delete(testCases).where(eq(testCases.problemId, current.id));
        await tx.insert(testCases).values(testRows(current.id, record));
        summary.updated++;
        return;
      }
      const [row] = await tx
        .insert(problems)
        .values({ ...columnsOf(record), source: 'CATALOG', catalogSlug: record.slug, catalogHash: hash })
        .returning({ id: problems.id });
      if (!row) throw new Error(`insert of ${record.slug} returned no row`);
      await tx.insert(testCases).values(testRows(row.id, record));
      summary.added++;
    });
  }
  return summary;
}

export function formatImportSummary(summary: ImportSummary) {
  const parts = [
    `${summary.added} added`,
    `${summary.updated} updated`,
    `${summary.unchanged} unchanged`,
    `${summary.keptAdminEdits} kept (edited by an admin)`,
  ];
  if (summary.invalid.length > 0)
    parts.push(`${summary.invalid.length} invalid skipped: ${summary.invalid.join(', ')}`);
  return parts.join(', ');
}
