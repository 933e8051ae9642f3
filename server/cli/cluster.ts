/**
 * `npm run cluster`: the platform as several machines would run it, on this one (issue 27 §3): a
 * throwaway PostgreSQL and Redis (localEngines.ts, Debian's packages, installed when missing), two
 * server instances on two ports sharing them, and nginx in front, whose one URL it prints.
 * Ctrl-C stops everything it started. CLUSTER_PORT (8080) is the proxy's port.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { freePort, startEngines, stopEngines } from './localEngines';

const INSTANCES = 2;

function nginxBin(): string | undefined {
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
}

function ensureNginx(): string {
  const found = nginxBin();
  if (found) return found;
  process.stderr.write("Installing Debian's nginx-light\n");
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  for (const args of [['apt-get', 'update', '-qq'], ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'nginx-light']]) {
    const [cmd = 'apt-get', ...rest] = [...sudo, ...args];
    spawnSync(cmd, rest, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  const installed = nginxBin();
  if (!installed) throw new Error('nginx is missing: install Debian’s nginx-light');
  return installed;
}

/** nginx in front of the instances: round robin, WebSocket upgrades passed on, the client's address forwarded. */
export function nginxConfig(dir: string, port: number, upstreams: readonly number[]): string {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 20m;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream platform {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://platform;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
}
`;
}

/** Resolves once the instance answers on its port, or rejects when it exits first. */
async function listening(child: ChildProcess, port: number): Promise<void> {
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`the instance on port ${port} stopped while starting`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/config.json`);
      if (response.ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function main(): Promise<void> {
  const nginx = ensureNginx();
  const engines = await startEngines();
  const children: ChildProcess[] = [];
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => {
      for (const child of children) child.kill('SIGKILL');
      stopEngines(engines.dir);
      process.exit(0);
    }, 3000).unref();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);

  try {
    const ports: number[] = [];
    const proxyPort = Number(process.env.CLUSTER_PORT ?? 8080);
    for (let i = 0; i < INSTANCES; i += 1) {
      const port = await freePort();
      ports.push(port);
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
        stdio: ['ignore', 'inherit', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: engines.databaseUrl,
          REDIS_URL: engines.redisUrl,
          TRUST_PROXY: '127.0.0.1',
          // uploads and generated files on one folder both instances see (a shared mount on real machines)
          DATA_DIR: path.join(engines.dir, 'shared'),
        },
      });
      children.push(child);
      child.once('exit', (code) => {
        if (!stopping) process.stderr.write(`instance ${i + 1} (port ${port}) exited with ${code}\n`);
      });
      // one after the other: the first migrates and seeds, the next find it done
      await listening(child, port);
    }
    const dir = path.join(engines.dir, 'nginx');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, proxyPort, ports));
    const proxy = spawn(nginx, ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-g', 'daemon off;'], { stdio: 'inherit' });
    children.push(proxy);
    await listening(proxy, proxyPort);
    process.stdout.write(
      [
        '',
        `  Cold-chain console, ${INSTANCES} instances behind nginx:  http://localhost:${proxyPort}`,
        `  instances: ${ports.map((p) => `127.0.0.1:${p}`).join(', ')}`,
        `  PostgreSQL: ${engines.databaseUrl}   Redis: ${engines.redisUrl}`,
        '  Ctrl-C stops everything.',
        '',
      ].join('\n') + '\n',
    );
  } catch (error) {
    process.stderr.write(`Could not start the cluster: ${(error as Error).message}\n`);
    stop();
  }
}

void main();
