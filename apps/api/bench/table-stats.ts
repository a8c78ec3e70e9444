import pg from "pg";

/** PostgreSQL's own counters for the bench's database: transactions, and per table its scans and row writes. */
export interface TableStats {
  transactions: number;
  tables: Map<string, { scans: number; writes: number }>;
}

/**
 * A snapshot of `pg_stat_database` and `pg_stat_user_tables`. A backend reports its counters when its
 * transaction ends, at most once a second when busy: the snapshot waits that long first. The database is
 * the bench's own, so every figure is the API's (and its job runner's), plus this query.
 */
export async function tableStats(url: string): Promise<TableStats> {
  await new Promise((resolve) => setTimeout(resolve, 1200));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [database] = (
      await client.query<{ n: string }>(
        "select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()",
      )
    ).rows;
    const { rows } = await client.query<{ name: string; scans: string; writes: string }>(
      `select relname as name, coalesce(seq_scan, 0) + coalesce(idx_scan, 0) as scans,
        n_tup_ins + n_tup_upd + n_tup_del as writes from pg_stat_user_tables`,
    );
    return {
      transactions: Number(database?.n),
      tables: new Map(
        rows.map((row) => [row.name, { scans: Number(row.scans), writes: Number(row.writes) }]),
      ),
    };
  } finally {
    await client.end();
  }
}

/** What happened between two snapshots, per unit (a donation, a callback): transactions, then each table's share. */
export function perUnit(before: TableStats, after: TableStats, units: number): string {
  const parts: string[] = [];
  for (const [name, now] of after.tables) {
    const was = before.tables.get(name) ?? { scans: 0, writes: 0 };
    const scans = (now.scans - was.scans) / units;
    const writes = (now.writes - was.writes) / units;
    if (scans >= 0.05 || writes >= 0.05) parts.push(`${name} ${scans.toFixed(1)}r/${writes.toFixed(1)}w`);
  }
  const transactions = (after.transactions - before.transactions) / units;
  return `${transactions.toFixed(1)} transactions; table scans r / rows written w: ${parts.sort().join(", ")}`;
}
