import pg from 'pg';

/**
 * The e2e server's database, for what a journey needs and no screen can make in one day (a plan that
 * started weeks ago). Journeys otherwise set up through the API, as people do.
 */
export async function onDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url)
    throw new Error('E2E_DATABASE_URL is not set: run the journeys through playwright (global-setup)');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
