/**
 * A read of D1 that can go with others in one batch: its statements, and how their results become
 * what the caller wants. A page that shows many lists (the dashboard) sends them all in one round
 * trip instead of one request each; locally every request to D1 also passes Miniflare's D1 workers,
 * and the dashboard's nine requests cost more than the rest of its render
 * (docs/decisions/034-render-cache-key-and-first-visits.md).
 */
export type BatchedRead<T> = { statements: D1PreparedStatement[]; read: (results: D1Result[]) => T };

/** A read of one statement's rows, made into `T` by `map`. */
export const rowsRead = <Row, T = Row[]>(
  statement: D1PreparedStatement,
  map: (rows: Row[]) => T = (rows) => rows as T,
): BatchedRead<T> => ({
  statements: [statement],
  read: ([result]) => map(result!.results as Row[]),
});

type Results<Reads> = { [K in keyof Reads]: Reads[K] extends BatchedRead<infer T> ? T : never };

/** Runs `reads` in one batch (one transaction: they see the same state) and gives each its result, in order. */
export async function readAll<const Reads extends readonly BatchedRead<unknown>[]>(db: D1Database, reads: Reads): Promise<Results<Reads>> {
  const results = await db.batch(reads.flatMap((read) => read.statements));
  let at = 0;
  return reads.map((read) => read.read(results.slice(at, (at += read.statements.length)))) as Results<Reads>;
}
