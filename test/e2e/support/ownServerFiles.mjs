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
 * The files in `count` groups of about the same time, the longest first into the shortest group.
 * A file's time is what it took in a measured run (durations.json); a file not measured yet counts
 * by its length, at the seconds per byte the measured files took on average.
 */
export function splitByTime(files, count) {
  const measured = JSON.parse(readFileSync(join(DIR, 'support/durations.json'), 'utf8'));
  const known = files.filter((file) => typeof measured[file] === 'number');
  const bytes = (file) => statSync(file).size;
  const perByte = known.length ? known.reduce((sum, file) => sum + measured[file], 0) / known.reduce((sum, file) => sum + bytes(file), 0) : 1;
  const groups = Array.from({ length: Math.max(1, count) }, () => ({ files: [], seconds: 0 }));
  const timed = files.map((file) => ({ file, seconds: measured[file] ?? bytes(file) * perByte })).sort((a, b) => b.seconds - a.seconds);
  for (const { file, seconds } of timed) {
    const shortest = groups.reduce((min, group) => (group.seconds < min.seconds ? group : min));
    shortest.files.push(file);
    shortest.seconds += seconds;
  }
  return groups.map((group) => group.files.sort()).filter((group) => group.length > 0);
}
