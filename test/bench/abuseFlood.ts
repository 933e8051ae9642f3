/**
 * One flood of the abuse bench, run in its own process (forked by abuse.ts) so that the
 * attacker's event loop is not the one timing the legitimate user's calls.
 * Protocol: receive a FloodSpec → prepare (ciphers, bodies) → 'ready' → receive 'go' → flood →
 * 'result' → exit. Every flood is bounded: `count` requests, `concurrency` in flight, no new
 * request after `deadlineMs`, and each request gives up after REQUEST_TIMEOUT_MS.
 */
import { createHash, getHashes, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { connect } from 'node:net';
import type { ConsoleConfig } from '../../src/lib/contract';
import { canonicalize, newNonce, requestSign, unixNow, type SignParams, type SigningConfig } from '../../src/lib/signing';
import { encryptPassword } from '../../src/lib/sm2';
import { consoleConfig, envelopeStatus, keepAlive, loginFields, multipart, REQUEST_TIMEOUT_MS, send, signedHeaders, type Answer } from './abuseHttp';

export type FloodKind = 'badLogins' | 'oversizedMultipart' | 'captcha' | 'bigCipherLogins' | 'sockets';

export interface FloodSpec {
  kind: FloodKind;
  baseUrl: string;
  count: number;
  concurrency: number;
  deadlineMs: number;
}

export interface FloodResult {
  /** requests started */
  sent: number;
  /** answers by HTTP status (and envelope status on a 2xx), errors by code */
  outcomes: Record<string, number>;
  durationMs: number;
  /** what else the flood knows (bytes sent before the answer …) */
  note?: string;
}

export type FloodMessage = { type: 'ready' } | { type: 'result'; result: FloodResult };

const VICTIM = 'admin0001';
const MB = 1024 * 1024;

function label(answer: Pick<Answer, 'status' | 'apiStatus'>): string {
  return answer.status < 300 && answer.apiStatus !== undefined ? `${answer.status} '${answer.apiStatus}'` : String(answer.status);
}

function errorLabel(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  // the server closed the connection while the client still wrote, before its answer could be read
  if (code === 'EPIPE' || code === 'ECONNRESET') return `closed mid-body, no status read (${code})`;
  return `error ${typeof code === 'string' ? code : (error as Error).message}`;
}

async function flood(spec: FloodSpec, one: (i: number) => Promise<string>): Promise<FloodResult> {
  const outcomes: Record<string, number> = {};
  let next = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (next < spec.count && performance.now() - t0 < spec.deadlineMs) {
      const i = next;
      next += 1;
      const outcome = await one(i).catch(errorLabel);
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: spec.concurrency }, worker));
  return { sent: next, outcomes, durationMs: performance.now() - t0 };
}

/**
 * requestSign for many nonces over one large parameter set: the hash state after the canonical
 * text is kept and copied per request. The text is signing.ts's; the first result is checked
 * against requestSign so that a change there fails here instead of sending wrong signatures.
 */
function bulkSigner(config: SigningConfig, params: SignParams): (timeunix: number, nonce: string) => string {
  if (!getHashes().includes(config.hash)) return (timeunix, nonce) => requestSign(config, params, timeunix, nonce);
  const prefix = createHash(config.hash).update(canonicalize(params));
  const sign = (timeunix: number, nonce: string) =>
    prefix.copy().update(`&timeunix=${timeunix}&nonce=${nonce}&salt=${config.salts.request}`).digest('hex');
  if (sign(1, 'check') !== requestSign(config, params, 1, 'check')) throw new Error('bulkSigner no longer matches src/lib/signing.ts requestSign');
  return sign;
}

/**
 * A POST over a raw socket whose body is written chunk by chunk, honouring backpressure, and
 * abandoned as soon as the server's status line arrives. A raw socket, because an HTTP client
 * that hits EPIPE (the server answered and closed while the body was still going out) drops the
 * answer it had already received. Reports the body bytes handed to the socket before the answer
 * (they include what sat in socket buffers, not only what the server read).
 */
function streamedPost(url: string, headers: Record<string, string>, length: number, body: Iterable<Buffer>): Promise<{ answer: Answer; sentBeforeAnswer: number }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const socket = connect(Number(target.port), target.hostname);
    let received = '';
    let status = 0;
    let sent = 0;
    let sentBeforeAnswer = 0;
    let wake: (() => void) | undefined;
    const resume = () => {
      wake?.();
      wake = undefined;
    };
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy(new Error('timeout')));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const line = /^HTTP\/1\.[01] (\d{3})/.exec(received);
      if (line && !status) {
        status = Number(line[1]);
        sentBeforeAnswer = sent;
        resume();
        // the answer is all this client wants: give the server a moment to finish it, then go
        setTimeout(() => socket.destroy(), 1000).unref();
      }
    });
    socket.on('error', (error) => (status ? undefined : reject(error)));
    socket.on('drain', resume);
    socket.on('close', () => {
      resume();
      if (!status) return reject(new Error('closed without an answer'));
      const text = received.slice(received.indexOf('\r\n\r\n') + 4);
      resolve({ answer: { status, apiStatus: envelopeStatus(text), body: text, ms: performance.now() - t0 }, sentBeforeAnswer });
    });
    const head = Object.entries({ ...headers, host: target.host, 'content-length': String(length), connection: 'close' })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`POST ${target.pathname}${target.search} HTTP/1.1\r\n${head}\r\n`);
    void (async () => {
      for (const chunk of body) {
        if (status || socket.destroyed) return;
        sent += chunk.length;
        if (!socket.write(chunk)) await new Promise<void>((r) => (wake = r));
      }
    })();
  });
}

function* chunksOf(buffer: Buffer, size = 64 * 1024): Generator<Buffer> {
  for (let at = 0; at < buffer.length; at += size) yield buffer.subarray(at, at + size);
}

/** Each flood's preparation (outside the timed part) and its request. */
async function prepare(spec: FloodSpec): Promise<() => Promise<FloodResult>> {
  const config: ConsoleConfig = await consoleConfig(spec.baseUrl);
  const api = `${spec.baseUrl}/api`;
  switch (spec.kind) {
    case 'badLogins': {
      // real SM2 ciphertexts of wrong passwords: each costs the server a decrypt and a scrypt
      const ciphers = Array.from({ length: spec.count }, (_, i) => encryptPassword(`Wrong@${i}`, config.sm2PublicKey));
      const agent = keepAlive(spec.concurrency);
      return () =>
        flood(spec, async (i) => {
          const fields = loginFields(VICTIM, ciphers[i] ?? '');
          const { body, contentType } = multipart(fields);
          const headers = { ...signedHeaders(config.signing, { method: 'POST', path: '/auth/login', params: fields }), 'content-type': contentType };
          return label(await send(`${api}/auth/login`, { method: 'POST', headers, body, agent }));
        });
    }
    case 'oversizedMultipart': {
      const files = 5;
      const zeros = Buffer.alloc(64 * 1024);
      const boundary = `----bench${randomBytes(12).toString('hex')}`;
      const head = (i: number) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file${i}"; filename="f${i}.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`);
      const tail = Buffer.from(`--${boundary}--\r\n`);
      const crlf = Buffer.from('\r\n');
      const fileBytes = 10 * MB;
      let length = tail.length;
      for (let i = 0; i < files; i += 1) length += head(i).length + fileBytes + crlf.length;
      function* body(): Generator<Buffer> {
        for (let i = 0; i < files; i += 1) {
          yield head(i);
          for (let at = 0; at < fileBytes; at += zeros.length) yield zeros.subarray(0, Math.min(zeros.length, fileBytes - at));
          yield crlf;
        }
        yield tail;
      }
      let before = 0;
      let most = 0;
      return async () => {
        const result = await flood(spec, async () => {
          // unsigned, like an anonymous attacker: no sign, timeunix or nonce
          const { answer, sentBeforeAnswer } = await streamedPost(`${api}/auth/login`, { 'content-type': `multipart/form-data; boundary=${boundary}` }, length, body());
          before += sentBeforeAnswer;
          most = Math.max(most, sentBeforeAnswer);
          return label(answer);
        });
        const note = `each announcing ${(length / MB).toFixed(0)} MB (5 × 10 MB files), streamed; body bytes handed to the socket before the answer: ${(before / MB).toFixed(1)} MB in all, at most ${(most / 1024).toFixed(0)} KB for one`;
        return { ...result, note };
      };
    }
    case 'captcha': {
      const agent = keepAlive(spec.concurrency);
      return () =>
        flood(spec, async (i) => {
          // a new username each time, as a flood trying to fill the pending-captcha store would
          const params = { username: `bench${i}` };
          const headers = signedHeaders(config.signing, { method: 'GET', path: '/auth/captcha', params });
          return label(await send(`${api}/auth/captcha?${new URLSearchParams(params).toString()}`, { headers, agent }));
        });
    }
    case 'bigCipherLogins': {
      // a real SM2 ciphertext of a 200,000-character password: about 400 KB of hex
      const cipher = encryptPassword('x'.repeat(200_000), config.sm2PublicKey);
      const fields = loginFields(VICTIM, cipher);
      const { body, contentType } = multipart(fields);
      const sign = bulkSigner(config.signing, fields);
      let before = 0;
      return async () => {
        const result = await flood(spec, async () => {
          const timeunix = unixNow();
          const nonce = newNonce();
          const headers = { ...signedHeaders(config.signing, { method: 'POST', path: '/auth/login', params: fields, timeunix, nonce, sign: sign(timeunix, nonce) }), 'content-type': contentType };
          const { answer, sentBeforeAnswer } = await streamedPost(`${api}/auth/login`, headers, body.length, chunksOf(body));
          before += sentBeforeAnswer;
          return label(answer);
        });
        return { ...result, note: `ciphertext ${(cipher.length / 1024).toFixed(0)} KB, each signed; body bytes handed to the socket before the answer: ${(before / MB).toFixed(1)} MB in all` };
      };
    }
    case 'sockets': {
      const origin = spec.baseUrl;
      return () =>
        flood(
          spec,
          () =>
            new Promise<string>((resolve, reject) => {
              // the console's own Origin, so that only the missing ticket can refuse it
              const req = request(`${spec.baseUrl}/ws?username=${VICTIM}`, {
                agent: false,
                headers: { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-key': randomBytes(16).toString('base64'), 'sec-websocket-version': '13', origin },
              });
              req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error('timeout')));
              req.on('upgrade', (_res, socket) => {
                socket.destroy();
                resolve('101 (socket open)');
              });
              req.on('response', (res) => {
                res.resume();
                res.on('end', () => resolve(String(res.statusCode)));
              });
              req.on('error', reject);
              req.end();
            }),
        );
    }
  }
}

function reply(message: FloodMessage): Promise<void> {
  return new Promise((resolve) => process.send?.(message, () => resolve()));
}

process.once('message', (spec: FloodSpec) => {
  void (async () => {
    const run = await prepare(spec);
    process.once('message', () => {
      void run().then(async (result) => {
        await reply({ type: 'result', result });
        process.exit(0);
      });
    });
    await reply({ type: 'ready' });
  })().catch((error: unknown) => {
    process.stderr.write(`abuse flood ${spec.kind}: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
});
