/**
 * @jest-environment node
 */
// Node's fetch/Request/Response run the real base query (CSRF included); jsdom has none of them.
import { CSRF_HEADER, type CheckIn } from '@sahha/contracts';
import { jsonReply, setUpFetchStub } from '@sahha/store/testing';
import { CHECK_INS_FALLBACK_ERROR, checkInsApi } from './check-ins-api';

const CHECK_IN: CheckIn = {
  id: 1,
  date: '2025-01-06T09:00:00.000Z',
  energyLevel: 6,
  sleepQuality: 7,
  mood: 8,
  adherence: 90,
  sideEffects: null,
  improvements: ['sleep'],
  notes: null,
};

describe('check-ins API endpoints', () => {
  const fetchStub = setUpFetchStub();

  it('reads the check-in list of the user', async () => {
    fetchStub.respond(() => jsonReply(200, { success: true, checkIns: [CHECK_IN] }));
    const result = await fetchStub.createStore().dispatch(checkInsApi.endpoints.getCheckIns.initiate(42));
    expect(result.data).toEqual([CHECK_IN]);
    expect(new URL(fetchStub.requests[0].url).pathname).toBe('/api/check-ins/42');
  });

  it('treats success false as a failure, with the server message or the fallback', async () => {
    fetchStub.respond(() => jsonReply(200, { success: false, message: 'Database unavailable' }));
    const withMessage = await fetchStub.createStore().dispatch(checkInsApi.endpoints.getCheckIns.initiate(42));
    expect(withMessage.error).toMatchObject({ status: 'CUSTOM_ERROR', message: 'Database unavailable' });

    fetchStub.respond(() => jsonReply(200, { success: false }));
    const withoutMessage = await fetchStub.createStore().dispatch(checkInsApi.endpoints.getCheckIns.initiate(42));
    expect(withoutMessage.error).toMatchObject({ status: 'CUSTOM_ERROR', message: CHECK_INS_FALLBACK_ERROR });
  });

  it('reports a non-ok list response in the required error format', async () => {
    fetchStub.respond(() => jsonReply(403, 'Forbidden'));
    const result = await fetchStub.createStore().dispatch(checkInsApi.endpoints.getCheckIns.initiate(42));
    expect(result.error).toMatchObject({ status: 403, message: '403: Forbidden' });
  });

  it('reads the latest check-in, null included', async () => {
    fetchStub.respond(() => jsonReply(200, { success: true, checkIn: null }));
    const result = await fetchStub.createStore().dispatch(checkInsApi.endpoints.getLatestCheckIn.initiate(42));
    expect(result.data).toEqual({ success: true, checkIn: null });
    expect(new URL(fetchStub.requests[0].url).pathname).toBe('/api/check-ins/42/latest');
  });

  it('POSTs the check-in with the CSRF header and refreshes the cached list', async () => {
    let listCalls = 0;
    fetchStub.respond((request) => {
      if (request.method === 'POST') return jsonReply(201, { success: true, checkIn: CHECK_IN });
      listCalls += 1;
      return jsonReply(200, { success: true, checkIns: listCalls === 1 ? [] : [CHECK_IN] });
    });
    const store = fetchStub.createStore();
    const subscription = store.dispatch(checkInsApi.endpoints.getCheckIns.initiate(42));
    await subscription;

    const { date: _date, id: _id, ...fields } = CHECK_IN;
    const body = { userId: 42, checkIn: { ...fields, date: CHECK_IN.date } };
    const result = await store.dispatch(checkInsApi.endpoints.submitCheckIn.initiate(body));
    expect(result.data).toEqual({ success: true, checkIn: CHECK_IN });
    const post = fetchStub.requests.find((request) => request.method === 'POST') as Request;
    expect(new URL(post.url).pathname).toBe('/api/check-in');
    expect(post.headers.get(CSRF_HEADER)).toBe('token-1');
    expect(await post.json()).toEqual(body);

    await new Promise((resolve) => setTimeout(resolve, 0));
    await store.dispatch(checkInsApi.endpoints.getCheckIns.initiate(42));
    expect(checkInsApi.endpoints.getCheckIns.select(42)(store.getState()).data).toEqual([CHECK_IN]);
    subscription.unsubscribe();
  });
});
