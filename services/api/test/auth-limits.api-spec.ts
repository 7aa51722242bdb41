
import { ApiClient, newAccount } from './api-client';
import { useTestApp } from './create-test-app';
import { testDatabases } from './test-databases';

/**
 * The per-account login limit holds however the address is written: on MySQL/MariaDB the e-mail
 * column's collation finds 'maría@…' and 'MARIA@…' as the same account, so attempts against any of
 * them must count against that account, from whichever IP they come.
 */
describe.each(testDatabases())('per-account login limit on $name', (db) => {
  const setup = useTestApp(db, { env: { THROTTLE_AUTH_LIMIT: '3', TRUST_PROXY: 'loopback' } });

  it('counts accented and cased variants of the address against one account', async () => {
    const account = newAccount({ email: `maria-${Date.now()}@example.com` });
    const owner = new ApiClient(setup.app);
    // The token first: the agent attaches its cookies when a request is created.
    const ownerToken = await owner.csrfToken();
    await owner.agent.post('/api/register').set('x-csrf-token', ownerToken).set('X-Forwarded-For', '192.0.2.1').send(account).expect(201);

    const [local, domain] = account.email.split('@');
    const variants = [`${local.replace('a', 'á')}@${domain}`, `${local.toUpperCase()}@${domain}`, `${local.replace('i', 'í')}@${domain.toUpperCase()}`];
    const attacker = new ApiClient(setup.app);
    const token = await attacker.csrfToken();
    for (const [i, email] of variants.entries()) {
      const res = await attacker.agent
        .post('/api/login')
        .set('x-csrf-token', token)
        .set('X-Forwarded-For', `198.51.100.${10 + i}`)
        .send({ email, password: 'Wrong-Password-123' });
      expect(res.status).not.toBe(200);
    }
    // The right password, from yet another address: the account's limit is spent.
    const res = await attacker.agent
      .post('/api/login')
      .set('x-csrf-token', token)
      .set('X-Forwarded-For', '198.51.100.99')
      .send({ email: account.email, password: account.password });
    expect(res.status).toBe(429);
  });
});

describe.each(testDatabases())('current-password checks on $name', (db) => {
  const setup = useTestApp(db, { env: { THROTTLE_AUTH_LIMIT: '3' } });

  it.each([
    ['changing the password', 'post', '/api/account/password', (password: string) => ({ currentPassword: password, newPassword: 'Another-Saffron-77' })],
    ['deleting the account', 'delete', '/api/account', (password: string) => ({ password })],
  ] as const)('are limited like login when %s', async (_what, method, path, body) => {
    const account = newAccount();
    const client = new ApiClient(setup.app);
    await client.send('post', '/api/register', account, 201);
    const token = await client.csrfToken();
    const attempt = (password: string) => client.agent[method](path).set('x-csrf-token', token).send(body(password));
    for (let i = 0; i < 3; i++) expect((await attempt(`Wrong-Guess-${i}-xyz`)).status).toBe(400);
    // Even the right password waits: a stolen session cannot keep guessing.
    expect((await attempt(account.password)).status).toBe(429);
  });
});
