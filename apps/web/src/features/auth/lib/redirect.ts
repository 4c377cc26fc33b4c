// Pages a person is never sent back to after signing in: they would only ask again.
const AUTH_PAGES = /^\/(login|register|verify-code|verify-email|password-reset)/;

/**
 * Where to go after signing in: the `redirect` parameter when it is a path of this site (never
 * another origin, `//evil.example` included), else the home page.
 */
export function redirectTarget(value: string | null | undefined) {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return AUTH_PAGES.test(value) ? '/' : value;
}

/** A path with its query, leaving out empty values. */
export function withQuery(path: string, query: Record<string, string | null | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
