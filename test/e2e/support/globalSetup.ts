import type { TestProject } from 'vitest/node';
import { startServer } from './startServer';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One real server for the whole e2e run, over the fresh build, with its own data folder. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.url);
  return () => server.stop();
}
