import path from 'node:path';
import { optionsFromEnv, resolveConfig } from './config';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = resolveConfig();
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      tokenTtlSeconds: 7200,
      refreshGraceSeconds: 604800,
      signWindowSeconds: 300,
      env: 'development',
      tileUrl: '/tiles/{z}/{x}/{y}.png',
      heartbeatSeconds: 30,
    });
    expect(config.signing.hash).toBe('sha256');
    expect(config.databaseFile).toBe(path.resolve('data', 'platform.sqlite'));
    expect(config.staticDir).toBe(path.resolve('dist'));
  });

  it('reads the environment variables and refuses bad values', () => {
    const options = optionsFromEnv({ PORT: '9000', SIGN_HASH: 'md5', CONSOLE_ENV: 'hisense', DATA_DIR: ':memory:', SIGN_SALT_REQUEST: 's' });
    const config = resolveConfig(options);
    expect(config).toMatchObject({ port: 9000, env: 'hisense', databaseFile: ':memory:', uploadsDir: null });
    expect(config.signing).toMatchObject({ hash: 'md5', salts: { request: 's' } });
    expect(() => optionsFromEnv({ SIGN_HASH: 'sha1' })).toThrow(/SIGN_HASH/);
    expect(() => optionsFromEnv({ CONSOLE_ENV: 'staging' })).toThrow(/CONSOLE_ENV/);
    expect(() => optionsFromEnv({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
