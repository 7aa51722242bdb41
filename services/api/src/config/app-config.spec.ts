import { join } from 'node:path';

import { ConfigError, loadConfig } from './app-config';
import { findRepoRoot } from './repo-root';

const repo = '/srv/sahha';

describe('loadConfig', () => {
  it('defaults to port 3000, the SQLite file under data/ and the dist folder', () => {
    const config = loadConfig({}, repo);
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ type: 'sqlite', path: join(repo, 'data', 'sahha.db') });
    expect(config.staticRoot).toBe(join(repo, 'dist'));
    expect(config.remotesManifestFile).toBeNull();
    expect(config.seedDemo).toBe(true);
    expect(config.throttleAuthLimit).toBe(10);
  });

  it('uses another SQLite file for sqlite:/absolute/path', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite:/tmp/e2e/sahha.db' }, repo).database).toEqual({
      type: 'sqlite',
      path: '/tmp/e2e/sahha.db',
    });
  });

  it('switches to MySQL for a mysql:// URL', () => {
    const url = 'mysql://sahha:secret@db:3306/sahha';
    expect(loadConfig({ DATABASE_URL: url }, repo).database).toEqual({ type: 'mysql', url });
  });

  it.each(['postgres://u:p@h/db', 'sqlite:data.db', 'not a url', 'mysql://host-only'])(
    'rejects DATABASE_URL %s with a one-line message',
    (url) => {
      expect(() => loadConfig({ DATABASE_URL: url }, repo)).toThrow(ConfigError);
      expect(() => loadConfig({ DATABASE_URL: url }, repo)).toThrow(/^DATABASE_URL [^\n]+$/);
    },
  );

  it('requires a long SESSION_SECRET in production only', () => {
    expect(loadConfig({}, repo).sessionSecret).not.toBe('');
    expect(() => loadConfig({ NODE_ENV: 'production' }, repo)).toThrow('SESSION_SECRET is required');
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' }, repo)).toThrow('at least 32');
    const secret = 'x'.repeat(40);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, DATABASE_URL: 'mysql://u:p@db:3306/sahha' }, repo).sessionSecret).toBe(secret);
  });

  describe('production defaults (issue K)', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), DATABASE_URL: 'mysql://u:p@db:3306/sahha' };

    it('requires DATABASE_URL: replicas must never each get a silent SQLite file', () => {
      expect(() => loadConfig({ ...production, DATABASE_URL: '' }, repo)).toThrow('DATABASE_URL is required');
      expect(loadConfig({ ...production, DATABASE_URL: 'sqlite:/srv/sahha.db' }, repo).database).toEqual({ type: 'sqlite', path: '/srv/sahha.db' });
    });

    it('seeds the demo account and publishes /api/docs only when asked', () => {
      expect(loadConfig(production, repo)).toMatchObject({ seedDemo: false, apiDocs: false });
      expect(loadConfig({ ...production, SEED_DEMO: 'true', API_DOCS: 'true' }, repo)).toMatchObject({ seedDemo: true, apiDocs: true });
      expect(loadConfig({}, repo)).toMatchObject({ seedDemo: true, apiDocs: true });
      expect(() => loadConfig({ API_DOCS: 'yes' }, repo)).toThrow('API_DOCS must be true or false');
    });

    it('believes no proxy unless TRUST_PROXY names a hop count or addresses', () => {
      expect(loadConfig(production, repo).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: '1' }, repo).trustProxy).toBe(1);
      expect(loadConfig({ TRUST_PROXY: 'loopback, 172.18.0.0/16' }, repo).trustProxy).toEqual(['loopback', '172.18.0.0/16']);
      expect(() => loadConfig({ TRUST_PROXY: 'everyone' }, repo)).toThrow('TRUST_PROXY must be');
    });
  });

  it('parses admin e-mails case-insensitively and resolves relative paths from the repository', () => {
    const config = loadConfig(
      { ADMIN_EMAILS: ' Admin@Sahha.ae, ,ops@sahha.ae ', STATIC_ROOT: 'build', REMOTES_MANIFEST_FILE: 'm.json' },
      repo,
    );
    expect(config.adminEmails).toEqual(['admin@sahha.ae', 'ops@sahha.ae']);
    expect(config.staticRoot).toBe(join(repo, 'build'));
    expect(config.remotesManifestFile).toBe(join(repo, 'm.json'));
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['THROTTLE_AUTH_LIMIT', '0'],
    ['LOG_LEVEL', 'loud'],
  ])('rejects %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value }, repo)).toThrow(ConfigError);
  });

  describe('mail (issue L)', () => {
    it('writes to data/outbox from Sahha <no-reply@sahha.ae> when no SMTP_URL is set', () => {
      const config = loadConfig({}, repo);
      expect(config.smtpUrl).toBeNull();
      expect(config.mailOutboxDir).toBe(join(repo, 'data', 'outbox'));
      expect(config.mailFrom).toBe('Sahha <no-reply@sahha.ae>');
      expect(config.throttlePasswordResetLimit).toBe(5);
      expect(config.throttleVerificationResendLimit).toBe(5);
    });

    it('reads SMTP_URL, MAIL_FROM, MAIL_OUTBOX_DIR and the limits', () => {
      const config = loadConfig(
        {
          SMTP_URL: ' smtps://mailer:secret@smtp.example.ae:465 ',
          MAIL_FROM: 'Sahha Care <care@sahha.ae>',
          MAIL_OUTBOX_DIR: 'tmp/mail',
          THROTTLE_PASSWORD_RESET_LIMIT: '3',
          THROTTLE_VERIFICATION_RESEND_LIMIT: '2',
        },
        repo,
      );
      expect(config).toMatchObject({
        smtpUrl: 'smtps://mailer:secret@smtp.example.ae:465',
        mailFrom: 'Sahha Care <care@sahha.ae>',
        mailOutboxDir: join(repo, 'tmp', 'mail'),
        throttlePasswordResetLimit: 3,
        throttleVerificationResendLimit: 2,
      });
    });

    it.each(['http://smtp.example.ae', 'smtp.example.ae:25', 'smtp://'])('rejects SMTP_URL %s', (url) => {
      expect(() => loadConfig({ SMTP_URL: url }, repo)).toThrow(/^SMTP_URL must look like/);
    });
  });

  it('turns the demo seed off with SEED_DEMO=false', () => {
    expect(loadConfig({ SEED_DEMO: 'false' }, repo).seedDemo).toBe(false);
  });
});

describe('findRepoRoot', () => {
  it('finds the folder holding nx.json from this source folder', () => {
    expect(findRepoRoot(__dirname)).toBe(join(__dirname, '..', '..', '..', '..'));
  });
});
