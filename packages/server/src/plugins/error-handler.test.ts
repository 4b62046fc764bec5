import { Writable } from 'node:stream';
import { eachDialect } from '@tessera/db/testing';
import { expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { AppError } from '../errors.js';
import { seedSite, testConfig } from '../testing/harness.js';
import { classifyError } from './error-handler.js';

function collectingStream(lines: Record<string, unknown>[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
}

eachDialect('error handling', (getDb) => {
  it('answers 5xx without internals and logs the error with the request id', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await buildApp(testConfig(), {
      database: getDb(),
      logger: { level: 'info', stream: collectingStream(lines) },
    });
    app.get('/api/test/boom', async () => {
      throw new Error('connection string postgres://admin:hunter2@db');
    });
    const site = await seedSite(getDb().db);
    const response = await app.inject({ url: '/api/test/boom', headers: { host: site.host } });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'internal',
      error: 'Something went wrong',
      requestId: response.headers['x-request-id'],
    });
    expect(response.body).not.toContain('hunter2');
    const logged = lines.find((l) => l['msg'] === 'request failed');
    expect(logged?.['reqId']).toBe(response.headers['x-request-id']);
    expect(JSON.stringify(logged?.['err'])).toContain('hunter2');
  });
});

it('classifies errors into catalogue codes', () => {
  expect(classifyError(new AppError('forbidden'))).toEqual({ code: 'forbidden' });
  expect(classifyError(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toEqual({
    code: 'service-unavailable',
  });
  expect(classifyError(Object.assign(new Error('x'), { code: '57P01' }))).toEqual({
    code: 'service-unavailable',
  });
  expect(
    classifyError(Object.assign(new Error('x'), { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 })),
  ).toEqual({
    code: 'unsupported-media-type',
  });
  expect(classifyError(Object.assign(new Error('syntax'), { code: '42601' }))).toEqual({ code: 'internal' });
  expect(classifyError(new TypeError('bug'))).toEqual({ code: 'internal' });
});
