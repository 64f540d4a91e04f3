import { isForkedProcess, startCluster } from './cluster.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { demoAccounts } from './db/seed.ts';
import { startRuntime } from './runtime.ts';

function printBanner(config: Config) {
  const url = `http://localhost:${config.port}`;
  const database = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `  Repasse is running at ${url}`,
    `  API docs:  ${url}/docs`,
    `  Database:  ${database}`,
  ];
  if (config.apiProcesses > 1)
    lines.push(
      `  Processes: ${config.apiProcesses} API${config.role === 'all' ? ' + 1 for the jobs' : ''}`,
    );
  if (config.seedDemo) {
    lines.push(
      `  Demo seller: ${demoAccounts.seller.email} / ${demoAccounts.seller.password}`,
      `  Demo affiliate: ${demoAccounts.affiliate.email} / ${demoAccounts.affiliate.password}`,
      `  Demo admin:  ${demoAccounts.admin.email} / ${demoAccounts.admin.password}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

async function main() {
  const config = loadConfig();
  // API_PROCESSES > 1: this process only supervises the API processes and the jobs' process.
  if (config.apiProcesses > 1) {
    await startCluster(config);
    printBanner(config);
    return;
  }
  const app = await startRuntime(config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (config.role === 'worker') {
    app.log.info('worker running');
    return;
  }
  await app.listen({ host: config.host, port: config.port });
  // One of several API processes: the supervisor prints the banner once for all of them.
  if (!isForkedProcess()) printBanner(config);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
