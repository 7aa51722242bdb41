import { ACCOUNT_EMAIL_API, ACCOUNT_EMAIL_PAGES } from '@sahha/contracts';

import { ApiClient, newAccount } from './api-client';
import { captureOutput } from './capture-output';
import { useTestApp } from './create-test-app';
import { testDatabases } from './test-databases';
import { latestTokenTo, outboxMailbox, waitForMessages } from './test-mailbox';

// Its own file: nestjs-pino builds one pino logger per process (per jest file) with the options of
// the first app, so the first app here must log at info.

const { requestPasswordReset } = ACCOUNT_EMAIL_API;

describe.each(testDatabases())('outbox mode logs on $name', (db) => {
  const setup = useTestApp(db, { env: { THROTTLE_AUTH_LIMIT: '1000', LOG_LEVEL: 'info', PUBLIC_BASE_URL: 'https://sahha.example' }, mailbox: outboxMailbox });

  it('logs that a reset mail was written and where, never its token or link', async () => {
    const account = newAccount();
    await new ApiClient(setup.app).register(account, 201);
    await waitForMessages(setup.mailbox, account.email, 1);
    let token = '';
    const output = await captureOutput(async () => {
      await new ApiClient(setup.app).send('post', requestPasswordReset, { email: account.email }, 200);
      token = await latestTokenTo(setup.mailbox, account.email, ACCOUNT_EMAIL_PAGES.resetPassword);
      // The file is logged just after it appears under its name.
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const written = output
      .split('\n')
      .filter((line) => line.includes('"mail.outbox"'))
      .map((line) => JSON.parse(line) as { file: string; to: string });
    expect(written).toEqual([expect.objectContaining({ to: `${account.email[0]}***@example.com`, file: expect.stringContaining(setup.mailbox.dir) })]);
    expect(output).not.toContain(token);
    expect(output).not.toContain('#token=');
    expect(output).not.toContain(ACCOUNT_EMAIL_PAGES.resetPassword);
  });
});
