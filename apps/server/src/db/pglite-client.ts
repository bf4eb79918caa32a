import { type ParserOptions, PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';
import { PgliteStatements } from './pglite-statements.ts';

/**
 * The types drizzle reads as raw text: it passes these parsers with every query (timestamps,
 * intervals, dates, numeric[] and their arrays), and maps the text itself.
 */
const DRIZZLE_TEXT_TYPES: number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const keepText = (value: string) => value;
const TEXT_PARSERS: ParserOptions = Object.fromEntries(DRIZZLE_TEXT_TYPES.map((oid) => [oid, keepText]));

type Queryable = Pick<PGlite, 'query'>;

/**
 * A PGlite for drizzle: the text parsers are the instance's own, so the per-query copies drizzle
 * sends are dropped. PGlite merges per-query parsers into a fresh copy of its whole table (some
 * 300 entries) on every query, about 0.17 ms of the main thread each, on every statement of the
 * embedded mode (issue 11's queue, issue 12's reads). Parsers for any other type go through.
 * And top-level queries run as named prepared statements (see PgliteStatements).
 */
export async function createPglite(dataDir: string): Promise<PGlite> {
  const client = await PGlite.create(dataDir, { parsers: TEXT_PARSERS });
  return withInstanceParsers(client);
}

/** Options without parsers when every one of them is a text parser the instance already has. */
export function dropInstanceParsers<O extends QueryOptions | undefined>(options: O): O {
  const parsers = options?.parsers;
  if (!options || !parsers) return options;
  const own = Object.keys(parsers).every((oid) => DRIZZLE_TEXT_TYPES.includes(Number(oid)));
  return own ? { ...options, parsers: undefined } : options;
}

function withInstanceParsers<T extends Queryable>(target: T): T {
  // Made once per client (or transaction), not on every property read of a statement.
  const statements = target instanceof PGlite ? new PgliteStatements(target) : undefined;
  const query = (text: string, params?: unknown[], options?: QueryOptions) =>
    statements && !options?.blob
      ? statements.query(text, params, dropInstanceParsers(options))
      : target.query(text, params, dropInstanceParsers(options));
  const transaction =
    target instanceof PGlite
      ? <R>(callback: (tx: Transaction) => Promise<R>) =>
          target.transaction((tx) => callback(withInstanceParsers(tx)))
      : undefined;
  return new Proxy(target, {
    get(object, property) {
      if (property === 'query') return query;
      if (property === 'transaction' && transaction) return transaction;
      // PGlite keeps its state in private fields: its methods must run on the instance itself.
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}
