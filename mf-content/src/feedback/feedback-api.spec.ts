/**
 * @jest-environment node
 */
// Node's fetch/Request/Response run the real base query (CSRF included); jsdom has none of them.
import { CSRF_HEADER } from '@sahha/contracts';
import { jsonReply, setUpFetchStub } from '@sahha/store/testing';
import { feedbackApi } from './feedback-api';

describe('submitFeedback', () => {
  const fetchStub = setUpFetchStub();

  it('POSTs rating, comment and email as JSON with the CSRF header; an empty body is success', async () => {
    fetchStub.respond(() => jsonReply(201));
    const store = fetchStub.createStore();
    const result = await store.dispatch(
      feedbackApi.endpoints.submitFeedback.initiate({ rating: 4, comment: 'Nice', email: '' }),
    );
    expect('error' in result).toBe(false);
    const post = fetchStub.requests.find((request) => request.method === 'POST') as Request;
    expect(new URL(post.url).pathname).toBe('/api/feedback');
    expect(post.headers.get(CSRF_HEADER)).toBe('token-1');
    expect(await post.json()).toEqual({ rating: 4, comment: 'Nice', email: '' });
  });

  it('reports a non-ok response as an error', async () => {
    fetchStub.respond(() => jsonReply(500, 'Internal error'));
    const store = fetchStub.createStore();
    const result = await store.dispatch(
      feedbackApi.endpoints.submitFeedback.initiate({ rating: 2, comment: '', email: '' }),
    );
    expect('error' in result && result.error).toMatchObject({ status: 500, message: '500: Internal error' });
  });
});
