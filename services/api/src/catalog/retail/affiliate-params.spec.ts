import { affiliateParamsFromEnv } from './affiliate-params';

describe('affiliateParamsFromEnv', () => {
  it('reads AFFILIATE_TAG_AE for the marketplace and AFFILIATE_PARAMS_<STORE> for any store', () => {
    const params = affiliateParamsFromEnv(
      { AFFILIATE_PARAMS_NOON_AE: 'utm_source=sahha&utm_medium=referral', AFFILIATE_PARAMS_AMAZON_AE: 'ascsubtag=plan', OTHER: 'x=1' },
      'sahha-21',
    );
    expect(Object.fromEntries(params)).toEqual({
      'amazon-ae': 'tag=sahha-21&ascsubtag=plan',
      'noon-ae': 'utm_source=sahha&utm_medium=referral',
    });
  });

  it('encodes values and ignores empty variables', () => {
    expect(Object.fromEntries(affiliateParamsFromEnv({ AFFILIATE_PARAMS_IHERB: 'rcode=A B', AFFILIATE_PARAMS_BINSINA: '  ' }, null))).toEqual({
      iherb: 'rcode=A+B',
    });
  });

  it.each(['tag', 'tag=', '=x', 'bad name=1', 'a=1&<b>=2'])('refuses "%s"', (raw) => {
    expect(() => affiliateParamsFromEnv({ AFFILIATE_PARAMS_NOON_AE: raw }, null)).toThrow(/AFFILIATE_PARAMS_NOON_AE must look like/);
  });
});
