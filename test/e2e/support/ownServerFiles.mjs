// The e2e files that start servers of their own (startServer, startCluster) and never use the run's
// shared one (no `baseUrl()`): they may run beside the others (test/e2e/run.mjs, E2E_STREAMS=2).
// Found by reading the files, so a new file joins the right group without anyone listing it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = 'test/e2e';

export function ownServerFiles() {
  return readdirSync(DIR)
    .filter((file) => file.endsWith('.e2e.ts'))
    .map((file) => join(DIR, file))
    .filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /\bstart(?:Server|Cluster)\(/.test(text) && !/\bbaseUrl\(\)/.test(text);
    })
    .sort();
}
