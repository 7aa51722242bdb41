import { type AccountDataContributor, AccountDataRegistry } from './account-data.registry';

const contributor = (key: string): AccountDataContributor => ({ key, export: async () => [], delete: async () => undefined });

describe('AccountDataRegistry', () => {
  it('lists contributors in registration order', () => {
    const registry = new AccountDataRegistry();
    registry.register(contributor('checkIns'));
    registry.register(contributor('quizResponses'));
    expect(registry.all().map(({ key }) => key)).toEqual(['checkIns', 'quizResponses']);
  });

  it.each(['user', 'checkIns'])('refuses a second contributor for the key %s', (key) => {
    const registry = new AccountDataRegistry();
    registry.register(contributor('checkIns'));
    expect(() => registry.register(contributor(key))).toThrow(`Account data key "${key}" is already taken`);
  });
});
