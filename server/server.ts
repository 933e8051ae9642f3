/** Boots the platform: `npm run serve` (tsx server/server.ts). Settings: server/README.md. */
import { buildApp } from './app';
import { optionsFromEnv } from './config';
import { DEMO_ACCOUNTS } from './db/seed/accounts';
import { accountsWithDemoPasswords, exposureWarning, usesDemoSalts } from './services/exposureWarning';

/** The address to type in a browser: a wildcard bind is reachable as localhost. */
function browsableHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '[::]') return 'localhost';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

async function main(): Promise<void> {
  // the simulator makes the demo fleet live: on here unless SIMULATOR=false (buildApp and tests leave it off)
  const app = await buildApp({ simulator: true, ...optionsFromEnv(process.env), logger: true });
  const { port, host } = app.config;
  await app.listen({ port, host });

  const origin = `${browsableHost(host)}:${port}`;
  // only the demo accounts that still have their published passwords: those are public anyway
  const demo = await accountsWithDemoPasswords(app.db);
  const users = Number((await app.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const lines = [
    '',
    `  Cold-chain console:  http://${origin}`,
    `  API:                 http://${origin}/api   WebSocket: ws://${origin}/ws`,
    ...(demo.length ? ['  Demo accounts:'] : []),
    ...DEMO_ACCOUNTS.filter((a) => demo.includes(a.username)).map((a) => `    ${a.username.padEnd(12)} ${a.password.padEnd(12)} (${a.role}, ${a.realname})`),
    ...(users === 0 ? ['  No accounts yet. Create the first platform admin:  npm run create-admin -- <username>'] : []),
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');

  const warning = exposureWarning({ host, demoSalts: usesDemoSalts(app.config.signing, app.config.deviceSigning), demoPasswords: demo });
  if (warning) {
    process.stderr.write(`\n${warning}\n\n`);
    app.log.warn('listening beyond loopback with demo passwords or demo salts');
  }

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
