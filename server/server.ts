/** Boots the platform: `npm run serve` (tsx server/server.ts). Settings: server/README.md. */
import { buildApp } from './app';
import { optionsFromEnv } from './config';
import { DEMO_ACCOUNTS } from './db/seed/accounts';

async function main(): Promise<void> {
  const app = await buildApp({ ...optionsFromEnv(process.env), logger: true });
  const { port, host } = app.config;
  await app.listen({ port, host });

  const lines = [
    '',
    `  Cold-chain console:  http://localhost:${port}`,
    `  API:                 http://localhost:${port}/api   WebSocket: ws://localhost:${port}/ws`,
    '  Demo accounts:',
    ...DEMO_ACCOUNTS.map((a) => `    ${a.username.padEnd(12)} ${a.password.padEnd(12)} (${a.role}, ${a.realname})`),
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: closing`);
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Could not start the platform: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
