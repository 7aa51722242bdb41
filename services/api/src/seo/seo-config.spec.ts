import { ConfigError, loadConfig } from '../config/app-config';

const repo = '/srv/sahha';

describe('SEO configuration', () => {
  it('defaults the public base URL to localhost on the configured port, with nothing else set', () => {
    const config = loadConfig({ PORT: '8080' }, repo);
    expect(config.publicBaseUrl).toBe('http://localhost:8080');
    expect(config.siteVerification).toEqual([]);
    expect(config.gtmId).toBeNull();
  });

  it('drops trailing slashes from PUBLIC_BASE_URL and rejects anything but an http(s) URL', () => {
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://sahha.ae/' }, repo).publicBaseUrl).toBe('https://sahha.ae');
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'sahha.ae' }, repo)).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'ftp://sahha.ae' }, repo)).toThrow(ConfigError);
  });

  it('reads SITE_VERIFICATION as name=content pairs separated by semicolons', () => {
    expect(loadConfig({ SITE_VERIFICATION: ' impact-site-verification=abc ;; other = a=b ' }, repo).siteVerification).toEqual([
      { name: 'impact-site-verification', content: 'abc' },
      { name: 'other', content: 'a=b' },
    ]);
    expect(() => loadConfig({ SITE_VERIFICATION: 'no-content' }, repo)).toThrow(ConfigError);
    expect(() => loadConfig({ SITE_VERIFICATION: '=abc' }, repo)).toThrow(ConfigError);
  });

  it('reads GTM_ID as given, blank meaning unset', () => {
    expect(loadConfig({ GTM_ID: ' GTM-ABC123 ' }, repo).gtmId).toBe('GTM-ABC123');
    expect(loadConfig({ GTM_ID: ' ' }, repo).gtmId).toBeNull();
  });

  it('reads the footer social URLs, https only, blank meaning hidden', () => {
    expect(loadConfig({ SOCIAL_TWITTER_URL: ' https://x.com/sahha_ae ' }, repo).social).toEqual({
      instagram: null,
      twitter: 'https://x.com/sahha_ae',
    });
    expect(loadConfig({ SOCIAL_INSTAGRAM_URL: '' }, repo).social.instagram).toBeNull();
    expect(() => loadConfig({ SOCIAL_INSTAGRAM_URL: 'http://instagram.com/x' }, repo)).toThrow(ConfigError);
    expect(() => loadConfig({ SOCIAL_TWITTER_URL: 'javascript:alert(1)' }, repo)).toThrow(ConfigError);
  });
});
