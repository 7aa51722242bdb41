import { act, renderHook } from '@testing-library/react';

import { clearPersistentDrafts, DRAFT_KEY_PREFIX, reviveDraft, usePersistentDraft } from './use-persistent-draft';

const INITIAL = { mood: 5, notes: '', tags: [] as string[] };

describe('usePersistentDraft', () => {
  afterEach(() => sessionStorage.clear());

  it('starts from the initial value and writes nothing until something changes', () => {
    const { result } = renderHook(() => usePersistentDraft('form', INITIAL));
    expect(result.current[0]).toBe(INITIAL);
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps what was typed across a remount, as after signing in again', () => {
    const first = renderHook(() => usePersistentDraft('form', INITIAL));
    act(() => first.result.current[1]((draft) => ({ ...draft, mood: 8, notes: 'Slept well' })));
    expect(JSON.parse(sessionStorage.getItem(`${DRAFT_KEY_PREFIX}form`) ?? 'null')).toEqual({ mood: 8, notes: 'Slept well', tags: [] });
    first.unmount();

    const second = renderHook(() => usePersistentDraft('form', INITIAL));
    expect(second.result.current[0]).toEqual({ mood: 8, notes: 'Slept well', tags: [] });
  });

  it('forgets the draft once cleared, and starts afresh next time', () => {
    const { result, unmount } = renderHook(() => usePersistentDraft('form', INITIAL));
    act(() => result.current[1]({ ...INITIAL, notes: 'sent' }));
    act(() => result.current[2]());
    expect(result.current[0]).toBe(INITIAL);
    expect(sessionStorage.getItem(`${DRAFT_KEY_PREFIX}form`)).toBeNull();
    unmount();
    expect(renderHook(() => usePersistentDraft('form', INITIAL)).result.current[0]).toBe(INITIAL);
  });

  it('keeps drafts of different keys apart', () => {
    const a = renderHook(() => usePersistentDraft('a', INITIAL));
    act(() => a.result.current[1]({ ...INITIAL, mood: 1 }));
    expect(renderHook(() => usePersistentDraft('b', INITIAL)).result.current[0]).toBe(INITIAL);
  });

  it('falls back to the initial value for unreadable text', () => {
    sessionStorage.setItem(`${DRAFT_KEY_PREFIX}form`, '{not json');
    expect(renderHook(() => usePersistentDraft('form', INITIAL)).result.current[0]).toBe(INITIAL);
  });

  it('keeps the form working when the storage refuses to write', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      const { result } = renderHook(() => usePersistentDraft('form', INITIAL));
      act(() => result.current[1]({ ...INITIAL, mood: 9 }));
      expect(result.current[0].mood).toBe(9);
    } finally {
      setItem.mockRestore();
    }
  });
});

describe('reviveDraft', () => {
  it('takes only known keys of the right kind from a stored object', () => {
    expect(reviveDraft({ mood: '9', notes: 'ok', tags: ['a'], isAdmin: true }, INITIAL)).toEqual({ mood: 5, notes: 'ok', tags: ['a'] });
  });

  it('refuses a stored value of another kind', () => {
    expect(reviveDraft(['x'], INITIAL)).toBe(INITIAL);
    expect(reviveDraft(null, INITIAL)).toBe(INITIAL);
    expect(reviveDraft(3, 'text')).toBe('text');
    expect(reviveDraft('kept', 'text')).toBe('kept');
  });
});

describe('clearPersistentDrafts', () => {
  it('removes every draft and nothing else', () => {
    sessionStorage.setItem(`${DRAFT_KEY_PREFIX}a`, '1');
    sessionStorage.setItem(`${DRAFT_KEY_PREFIX}b`, '2');
    sessionStorage.setItem('other', '3');
    clearPersistentDrafts();
    expect(sessionStorage.getItem(`${DRAFT_KEY_PREFIX}a`)).toBeNull();
    expect(sessionStorage.getItem(`${DRAFT_KEY_PREFIX}b`)).toBeNull();
    expect(sessionStorage.getItem('other')).toBe('3');
  });
});
