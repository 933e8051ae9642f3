/**
 * `npm run create-admin -- <username>`: creates a platform administrator (admin value 0), the
 * first account of a deployment started with SEED_DEMO=false. Uses the server's settings
 * (DATA_DIR, …); a new database is seeded without demo data.
 *
 * The password comes from ADMIN_PASSWORD, else from stdin when stdin is not a terminal
 * (`printf '%s\n' "$PW" | npm run create-admin -- root0001`), else from a hidden prompt asked
 * twice. Never from the command line: `ps` and the shell history would keep it.
 */
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app';
import { optionsFromEnv } from '../config';
import { AdminCreationError, createPlatformAdmin } from '../services/platformAdmin';

type Input = NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };

export interface CommandIo {
  env: Record<string, string | undefined>;
  stdin: Input;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

const USAGE = 'Usage: npm run create-admin -- <username>   (password: ADMIN_PASSWORD, stdin, or the prompt)';

async function firstLine(stdin: Input): Promise<string> {
  const lines = createInterface({ input: stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

/** Reads a line from a terminal without echoing it. */
function hiddenLine(stdin: Input, stdout: NodeJS.WritableStream, prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    stdout.write(prompt);
    let typed = '';
    stdin.setRawMode?.(true);
    stdin.resume();
    const onData = (chunk: Buffer | string) => {
      for (const char of String(chunk)) {
        if (char === '\u0003') return finish(new Error('cancelled'));
        if (char === '\r' || char === '\n' || char === '\u0004') return finish();
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    const finish = (error?: Error) => {
      stdin.removeListener('data', onData);
      stdin.setRawMode?.(false);
      stdin.pause();
      stdout.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    stdin.on('data', onData);
  });
}

async function readPassword(io: CommandIo): Promise<string> {
  if (io.env.ADMIN_PASSWORD) return io.env.ADMIN_PASSWORD;
  if (!io.stdin.isTTY) return firstLine(io.stdin);
  const password = await hiddenLine(io.stdin, io.stdout, 'Password: ');
  const again = await hiddenLine(io.stdin, io.stdout, 'Password again: ');
  if (password !== again) throw new AdminCreationError('the two passwords differ');
  return password;
}

/** The command; returns the exit code. In-process, so that tests run it against a temp folder. */
export async function createAdminCommand(args: readonly string[], io: CommandIo): Promise<number> {
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    // a second argument is most likely a password: refuse rather than keep it in the history
    io.stderr.write(`${args.length > 1 ? 'The password is never taken from the command line.\n' : ''}${USAGE}\n`);
    return 2;
  }
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    const password = await readPassword(io);
    // a new database gets menus and roles only: this command is for deployments without demo data;
    // and no simulated fleet, whatever SIMULATOR says
    app = await buildApp({ ...optionsFromEnv(io.env), seedDemo: false, simulator: false, logger: false });
    const admin = await createPlatformAdmin(app.db, { username: args[0]!, password }, app.nowUnix());
    io.stdout.write(`Created the platform administrator '${admin.username}' (admin value 0) in ${app.config.databaseFile}.\n`);
    return 0;
  } catch (error) {
    const known = error instanceof AdminCreationError;
    io.stderr.write(`Could not create the administrator: ${error instanceof Error ? error.message : String(error)}\n`);
    return known ? 1 : 3;
  } finally {
    await app?.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  createAdminCommand(process.argv.slice(2), { env: process.env, stdin: process.stdin, stdout: process.stdout, stderr: process.stderr }).then(
    (code) => process.exit(code),
    () => process.exit(3),
  );
}
