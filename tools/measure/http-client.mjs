// A tiny cookie jar over fetch for the measuring scripts (bench:api, bench:scale): the API rotates
// the session on register, so cookies are replaced, never appended.

/** Calls `baseUrl`'s API with the cookies it set so far; a non-2xx answer throws with its body. */
export function createClient(baseUrl) {
  const cookies = new Map();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  async function call(method, urlPath, { body, csrfToken } = {}) {
    const headers = { cookie: cookieHeader() };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (csrfToken) headers['x-csrf-token'] = csrfToken;
    const response = await fetch(`${baseUrl}${urlPath}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const separator = pair.indexOf('=');
      cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${urlPath} → ${response.status} ${text}`);
    return JSON.parse(text);
  }
  return {
    call,
    cookieHeader,
    csrfToken: async () => (await call('GET', '/api/csrf-token')).token,
  };
}

/** A client signed in as a member registered just now: the session GET /api/user is measured with. */
export async function registerBenchMember(baseUrl) {
  const member = createClient(baseUrl);
  await member.call('POST', '/api/register', {
    body: { name: 'Bench Member', email: `bench.${Date.now()}@example.ae`, password: 'Desert-Rose-2026' },
    csrfToken: await member.csrfToken(),
  });
  return member;
}
