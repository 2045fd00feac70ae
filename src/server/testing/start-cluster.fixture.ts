// Started as a child process by embedded.test.ts, then killed with SIGKILL like a crashed server.
import { startEmbeddedPostgres } from '#server/db/embedded.ts';

const cluster = await startEmbeddedPostgres(process.argv[2]!, { info: () => {}, warn: () => {} });
process.stdout.write(`ready ${cluster.url()}\n`);
setInterval(() => {}, 1000);
