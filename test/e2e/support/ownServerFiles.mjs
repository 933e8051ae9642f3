// The e2e files that start servers of their own (startServer, startCluster) and never use the run's
// shared one (no `baseUrl()`): a stream of only these starts no shared server (test/e2e/run.mjs, E2E_STREAMS).
// Found by reading the files, so a new file joins the right group without anyone listing it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
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

/** Every other e2e file: those that use the run's shared server. */
export function sharedServerFiles(own = ownServerFiles()) {
  return readdirSync(DIR)
    .filter((file) => file.endsWith('.e2e.ts'))
    .map((file) => join(DIR, file))
    .filter((file) => !own.includes(file))
    .sort();
}

/**
 * The files in `count` groups of about the same size, the largest first into the smallest group:
 * a file's length is the nearest guess of its time that needs no earlier run.
 */
export function splitBySize(files, count) {
  const groups = Array.from({ length: Math.max(1, count) }, () => ({ files: [], bytes: 0 }));
  const sized = files.map((file) => ({ file, bytes: statSync(file).size })).sort((a, b) => b.bytes - a.bytes);
  for (const { file, bytes } of sized) {
    const smallest = groups.reduce((min, group) => (group.bytes < min.bytes ? group : min));
    smallest.files.push(file);
    smallest.bytes += bytes;
  }
  return groups.map((group) => group.files.sort()).filter((group) => group.length > 0);
}
