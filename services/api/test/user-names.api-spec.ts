import { AUTH_VALIDATION } from '@sahha/contracts';

import { ApiClient, newAccount } from './api-client';
import { useTestApp } from './create-test-app';
import { testDatabases } from './test-databases';

/** Names that would start a line of their own, or reorder the text around them, wherever they are quoted. */
const NOT_ONE_LINE: [string, string][] = [
  ['a line feed', 'Layla\nReset your password at https://evil.example'],
  ['a carriage return', 'Layla\rDemo'],
  ['a tab', 'Layla\tDemo'],
  ['a NUL', 'Layla\u0000Demo'],
  ['a line separator', 'Layla\u2028Demo'],
  ['a paragraph separator', 'Layla\u2029Demo'],
  ['a right-to-left override', 'Layla\u202Egnp.exe'],
  ['a bidi isolate', 'Layla\u2067Demo'],
];

describe.each(testDatabases())('user names are one plain line on $name', (db) => {
  const setup = useTestApp(db, { env: { THROTTLE_AUTH_LIMIT: '1000' } });

  it.each(NOT_ONE_LINE)('refuses a registration whose name holds %s, with the field message', async (_label, name) => {
    const res = await new ApiClient(setup.app).register(newAccount({ name }), 400);
    expect(res.body).toEqual({ statusCode: 400, message: [AUTH_VALIDATION.nameOneLine], error: 'Bad Request' });
  });

  it.each(NOT_ONE_LINE)('refuses a new name holding %s, and keeps the old one', async (_label, name) => {
    const client = new ApiClient(setup.app);
    const account = newAccount();
    await client.register(account, 201);
    const res = await client.send('patch', '/api/account/name', { name }, 400);
    expect(res.body).toEqual({ statusCode: 400, message: [AUTH_VALIDATION.nameOneLine], error: 'Bad Request' });
    expect((await client.currentUser().expect(200)).body.user.name).toBe(account.name);
  });

  it('keeps the required messages for length, and accepts names of any script, joiners included', async () => {
    expect((await new ApiClient(setup.app).register(newAccount({ name: 'L' }), 400)).body.message).toEqual([AUTH_VALIDATION.name]);
    expect((await new ApiClient(setup.app).register(newAccount({ name: 'x'.repeat(101) }), 400)).body.message).toEqual([AUTH_VALIDATION.nameTooLong]);
    const client = new ApiClient(setup.app);
    await client.register(newAccount({ name: 'ليلى الهاشمي' }), 201);
    const renamed = await client.send('patch', '/api/account/name', { name: ' محمد\u200Cرضا \n' }, 200);
    expect(renamed.body.user.name).toBe('محمد\u200Cرضا');
  });
});
