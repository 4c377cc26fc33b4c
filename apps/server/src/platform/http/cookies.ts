import type { FastifyRequest } from 'fastify';

/** One cookie of the request, decoded; undefined when absent. */
export function readCookie(request: FastifyRequest, name: string) {
  const match = request.headers.cookie?.match(new RegExp(`(?:^|;\\s*)${name}=([^;]+)`));
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
}

/** A Set-Cookie value no script can read, sent only to `path` on this site. */
export function httpOnlyCookie(
  name: string,
  value: string,
  options: { path: string; maxAgeSeconds: number; secure: boolean },
) {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}
