import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import qs from 'qs';

/** Query-parsing limits from the storefront spec §9: depth 5, 1000 parameters, array limit 20. */
export const QS_OPTIONS = Object.freeze({ depth: 5, parameterLimit: 1000, arrayLimit: 20 });

export function parseForm(body: string): Record<string, unknown> {
  return qs.parse(body, QS_OPTIONS) as Record<string, unknown>;
}

/** Form-encoded bodies through qs with the spec's limits. JSON is Fastify's own parser. */
export async function setupBodyParsing(app: FastifyInstance, bodyLimit: number): Promise<void> {
  await app.register(formbody, { parser: parseForm, bodyLimit });
}
