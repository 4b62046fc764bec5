import cookie, { type SerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export async function setupCookies(app: FastifyInstance): Promise<void> {
  await app.register(cookie, { parseOptions: {} });
}

/**
 * Options for every cookie we set: HttpOnly, SameSite=Lax, path /, and Secure when the request
 * came over https (directly or through a trusted proxy).
 */
export function cookieOptions(
  request: FastifyRequest,
  extra: Partial<SerializeOptions> = {},
): SerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: request.protocol === 'https', ...extra };
}
