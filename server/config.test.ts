import path from 'node:path';
import { optionsFromEnv, resolveConfig } from './config';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = resolveConfig();
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      seedDemo: true,
      wsUrl: '/ws',
      frameSources: [],
      tokenTtlSeconds: 7200,
      refreshGraceSeconds: 604800,
      signWindowSeconds: 300,
      env: 'development',
      tileUrl: '',
      tileCoordSystem: 'wgs84',
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

  it('reads the bind, demo-seed and CSP settings', () => {
    const config = resolveConfig(
      optionsFromEnv({ HOST: '0.0.0.0', SEED_DEMO: 'false', WS_URL: 'wss://alarm.example/ws', CSP_FRAME_SOURCES: 'https://a.example, https://b.example' }),
    );
    expect(config).toMatchObject({ host: '0.0.0.0', seedDemo: false, wsUrl: 'wss://alarm.example/ws', frameSources: ['https://a.example', 'https://b.example'] });
    expect(optionsFromEnv({ SEED_DEMO: '1' })).toEqual({ seedDemo: true });
    expect(() => optionsFromEnv({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO must be true or false/);
  });
});

describe('map settings', () => {
  it('reads a tile template and its coordinate system, and refuses anything else', () => {
    const template = 'https://{s}.tiles.example/{z}/{x}/{y}.png';
    expect(resolveConfig(optionsFromEnv({ TILE_URL: template, TILE_COORD_SYSTEM: 'gcj02' }))).toMatchObject({
      tileUrl: template,
      tileCoordSystem: 'gcj02',
    });
    // empty: the default, the offline basemap
    expect(resolveConfig(optionsFromEnv({ TILE_URL: '' }))).toMatchObject({ tileUrl: '' });
    for (const bad of ['/tiles/{z}/{x}.png', 'https://tiles.example/']) {
      expect(() => optionsFromEnv({ TILE_URL: bad })).toThrow(/TILE_URL must contain \{z\}, \{x\} and \{y\}/);
    }
    for (const bad of ['bd09', 'WGS84']) expect(() => optionsFromEnv({ TILE_COORD_SYSTEM: bad })).toThrow(/TILE_COORD_SYSTEM/);
  });
});

describe('alarm socket settings', () => {
  it('defaults to no extra origins, 10 sockets per user and 5000 in all, and 4 MB waiting to go out to one socket', () => {
    expect(resolveConfig()).toMatchObject({ wsAllowedOrigins: [], wsMaxPerUser: 10, wsMaxTotal: 5000, wsMaxBufferedBytes: 4 * 1024 * 1024 });
  });

  it('reads WS_ALLOWED_ORIGINS as comma-separated origins and refuses anything else', () => {
    const options = optionsFromEnv({
      WS_ALLOWED_ORIGINS: ' https://Ops.example.com , http://10.0.0.5:8080/',
      WS_MAX_PER_USER: '3',
      WS_MAX_TOTAL: '100',
      WS_MAX_BUFFERED_BYTES: '65536',
    });
    expect(resolveConfig(options)).toMatchObject({
      wsAllowedOrigins: ['https://ops.example.com', 'http://10.0.0.5:8080'],
      wsMaxPerUser: 3,
      wsMaxTotal: 100,
      wsMaxBufferedBytes: 65536,
    });
    for (const bad of ['ops.example.com', 'https://ops.example.com/console', 'ftp://ops.example.com', '*']) {
      expect(() => optionsFromEnv({ WS_ALLOWED_ORIGINS: bad })).toThrow(/WS_ALLOWED_ORIGINS/);
    }
    expect(() => optionsFromEnv({ WS_MAX_PER_USER: '0' })).toThrow(/WS_MAX_PER_USER/);
    expect(() => optionsFromEnv({ WS_MAX_BUFFERED_BYTES: 'lots' })).toThrow(/WS_MAX_BUFFERED_BYTES/);
  });
});

describe('readings settings', () => {
  it('defaults to a 1 MB ingestion body, 3000 batches a minute per IP, 100 days kept, a 30 s sweep', () => {
    expect(resolveConfig()).toMatchObject({
      ingestBodyLimitBytes: 1024 * 1024,
      rateIngestPerMinute: 3000,
      readingsMaxFutureSeconds: 300,
      readingsRetentionDays: 100,
      retentionBatch: 5000,
      onlineSweepSeconds: 30,
    });
  });

  it('signs device batches with the device salt and the console hash', () => {
    const config = resolveConfig(optionsFromEnv({ SIGN_SALT_DEVICE: 'd-secret', SIGN_HASH: 'sm3', READINGS_RETENTION_DAYS: '120', READINGS_MAX_FUTURE_SECONDS: '0' }));
    expect(config.deviceSigning).toEqual({ hash: 'sm3', salts: { request: 'd-secret', chart: config.signing.salts.chart } });
    expect(config.signing.salts.request).not.toBe('d-secret');
    expect(config).toMatchObject({ readingsRetentionDays: 120, readingsMaxFutureSeconds: 0 });
    expect(() => optionsFromEnv({ ONLINE_SWEEP_SECONDS: '0' })).toThrow(/ONLINE_SWEEP_SECONDS/);
  });
});

describe('report figure settings', () => {
  it('defaults to a gap tolerance of 1.5 periods and a coverage warning under 95 %', () => {
    expect(resolveConfig()).toMatchObject({ reportGapTolerance: 1.5, reportCoverageWarningPct: 95 });
  });

  it('reads REPORT_GAP_TOLERANCE (1 to 100) and REPORT_COVERAGE_WARNING_PCT (0 to 100), and refuses anything else', () => {
    expect(resolveConfig(optionsFromEnv({ REPORT_GAP_TOLERANCE: '2', REPORT_COVERAGE_WARNING_PCT: '80' }))).toMatchObject({ reportGapTolerance: 2, reportCoverageWarningPct: 80 });
    for (const bad of ['0.9', '0', 'x', '-1', '101']) expect(() => optionsFromEnv({ REPORT_GAP_TOLERANCE: bad })).toThrow(/REPORT_GAP_TOLERANCE must be a number from 1 to 100/);
    for (const bad of ['101', '-5', 'most']) expect(() => optionsFromEnv({ REPORT_COVERAGE_WARNING_PCT: bad })).toThrow(/REPORT_COVERAGE_WARNING_PCT must be a number from 0 to 100/);
  });
});
