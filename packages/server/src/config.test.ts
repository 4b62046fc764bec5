import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      dataDir: './data',
      trustProxy: false,
      sessionIdleMs: 240 * 60_000,
      sessionAbsoluteMs: 168 * 3_600_000,
      jobs: { enabled: true },
    });
  });

  it('reads and normalises the variables', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://db/tessera',
      BASE_HOST: 'Sites.Example.COM',
      TRUST_PROXY: '10.0.0.1, 10.0.0.2',
      SESSION_IDLE_MINUTES: '30',
      DISABLE_JOBS_WORKER: 'true',
      SMTP_URL: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://db/tessera',
      baseHost: 'sites.example.com',
      trustProxy: ['10.0.0.1', '10.0.0.2'],
      sessionIdleMs: 30 * 60_000,
      smtpUrl: undefined,
      jobs: { enabled: false },
    });
  });

  it('turns a hop count into a trust function', () => {
    const trust = loadConfig({ TRUST_PROXY: '1' }).trustProxy;
    expect(typeof trust).toBe('function');
    if (typeof trust === 'function') {
      expect(trust('1.2.3.4', 0)).toBe(true);
      expect(trust('1.2.3.4', 1)).toBe(false);
    }
  });

  it('runs several processes only on PostgreSQL with Redis', () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      'Invalid configuration: WEB_CONCURRENCY=2 needs PostgreSQL (DATABASE_URL). SQLite serves one process: unset WEB_CONCURRENCY or set DATABASE_URL.',
    );
    expect(() => loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://db/t' })).toThrow(
      /WEB_CONCURRENCY=2 needs REDIS_URL/,
    );
    const config = loadConfig({
      WEB_CONCURRENCY: '4',
      DATABASE_URL: 'postgres://db/t',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(config.webConcurrency).toBe(4);
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });

  it('rejects invalid values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
