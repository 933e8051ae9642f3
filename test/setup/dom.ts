import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { session } from '../../src/api';
import { configureAuth } from '../../src/providers/authHooks';
import { runtimeValidators } from '../../src/framework/schema/runtimeValidators';
import { setValidatorSource } from '../../src/framework/schema/validators';

// entity validators compiled at once with ajv (the console loads generated ones, see validators.ts)
setValidatorSource(runtimeValidators);

afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  localStorage.clear();
  sessionStorage.clear();
});

// a worker's files share their modules (vitest.config.ts): what a file set in them ends with it
afterAll(() => {
  session.clear();
  configureAuth({});
});
