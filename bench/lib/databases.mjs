/**
 * Databases of a run's own on the PostgreSQL server of TEST_DATABASE_URL, so that a bench that
 * seeds or signs up never writes into the database it was given.
 */
import pg from "pg";

async function withAdmin(serverUrl, work) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * An empty database `name` beside `serverUrl`'s (one a broken run left behind is dropped
 * first): its `url`, and `drop` to remove it when the run ends.
 */
export async function scratchDatabase(serverUrl, name) {
  const dropSql = `drop database if exists ${name} with (force)`;
  await withAdmin(serverUrl, async (admin) => {
    await admin.query(dropSql);
    await admin.query(`create database ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => withAdmin(serverUrl, (admin) => admin.query(dropSql)) };
}
