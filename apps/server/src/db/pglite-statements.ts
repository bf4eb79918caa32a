import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];
type Statement = { name: string; paramTypes: number[] };

/** Prepared statements kept per PGlite instance; the least recently used one is closed beyond this. */
export const MAX_PREPARED_STATEMENTS = 200;
/** PostgreSQL's "cached plan must not change result type": the statement is prepared anew. */
const PLAN_CHANGED = '0A000';
/** Names stay distinct between caches of one instance (one per instance in the server; tests make more). */
let caches = 0;

/**
 * Named prepared statements for PGlite, which otherwise parses, analyses and plans every query
 * anew (its `query` always uses the unnamed statement). The queue's statements are CTEs that
 * cost 0.5-1.3 ms of the main thread each that way, and 0.1-0.5 ms prepared: what node-postgres
 * and postgres.js do for a server, done here for the embedded database.
 *
 * `query` is PGlite's own `query` (same locks, same protocol messages, same result parsing)
 * except that a text seen before is bound to its named statement instead of parsed again. Only
 * top-level queries come here: a transaction's queries keep PGlite's path.
 */
export class PgliteStatements {
  /** By text, least recently used first. */
  private readonly statements = new Map<string, Statement>();
  private serial = 0;
  private readonly prefix = `codedojo_${++caches}_`;

  constructor(private readonly pg: PGlite) {}

  get size(): number {
    return this.statements.size;
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    // As PGlite's query: after any transaction, and alone among queries.
    return this.pg._runExclusiveTransaction(() =>
      this.pg._runExclusiveQuery(() => this.run<T>(text, params, options)),
    );
  }

  private async run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const messages: BackendMessage[] = [];
    try {
      const statement = await this.statement(text, options);
      const values = params.map((value, index) =>
        this.serialize(value, statement.paramTypes[index], options),
      );
      messages.push(
        ...(await this.send(protocol.serialize.bind({ statement: statement.name, values }), options)),
        ...(await this.send(protocol.serialize.describe({ type: 'P' }), options)),
        ...(await this.send(protocol.serialize.execute({}), options)),
      );
    } catch (error) {
      if ((error as { code?: unknown }).code === PLAN_CHANGED) await this.forget(text);
      throw error;
    } finally {
      messages.push(...(await this.send(protocol.serialize.sync(), options)));
    }
    await this.pg.syncToFs();
    return parse.parseResults(messages, this.pg.parsers, options)[0] as Results<T>;
  }

  /** The text's named statement, prepared (and the least recently used one closed) if need be. */
  private async statement(text: string, options?: QueryOptions): Promise<Statement> {
    const known = this.statements.get(text);
    if (known) {
      this.statements.delete(text);
      this.statements.set(text, known);
      return known;
    }
    if (this.statements.size >= MAX_PREPARED_STATEMENTS) {
      const [oldest] = this.statements.keys();
      if (oldest !== undefined) await this.forget(oldest);
    }
    this.serial += 1;
    const name = `${this.prefix}${this.serial}`;
    await this.send(protocol.serialize.parse({ name, text, types: options?.paramTypes ?? [] }), options);
    const described = await this.send(protocol.serialize.describe({ type: 'S', name }), options);
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    this.statements.set(text, statement);
    return statement;
  }

  private async forget(text: string): Promise<void> {
    const statement = this.statements.get(text);
    if (!statement) return;
    this.statements.delete(text);
    await this.send(protocol.serialize.close({ type: 'S', name: statement.name }));
  }

  private serialize(value: unknown, type: number | undefined, options?: QueryOptions) {
    if (value === null || value === undefined) return null;
    const serializer =
      type === undefined ? undefined : (options?.serializers?.[type] ?? this.pg.serializers[type]);
    return serializer ? serializer(value) : String(value);
  }

  private send(message: Uint8Array, options?: QueryOptions): Promise<BackendMessage[]> {
    return this.pg.execProtocolStream(message, { syncToFs: false, onNotice: options?.onNotice });
  }
}
