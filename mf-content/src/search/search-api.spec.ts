/**
 * @jest-environment node
 */
// Node's fetch/Request/Response run the real base query; jsdom has none of them.
import { jsonReply, setUpFetchStub } from '@sahha/store/testing';
import { searchApi } from './search-api';

describe('search endpoint', () => {
  const fetchStub = setUpFetchStub();

  it('GETs /api/search with the query encoded in q', async () => {
    const response = { success: true, query: 'vitamin d & zinc', total: 0, groups: [] };
    fetchStub.respond(() => jsonReply(200, response));
    const result = await fetchStub.createStore().dispatch(searchApi.endpoints.search.initiate('vitamin d & zinc'));
    expect(result.data).toEqual(response);
    const [request] = fetchStub.requests;
    const url = new URL(request.url);
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/api/search');
    expect(url.searchParams.getAll('q')).toEqual(['vitamin d & zinc']);
  });

  it("keeps the API's field message on a 400", async () => {
    fetchStub.respond(() => jsonReply(400, { statusCode: 400, message: ['Search for at most 100 characters'], error: 'Bad Request' }));
    const result = await fetchStub.createStore().dispatch(searchApi.endpoints.search.initiate('x'));
    expect(result.error).toMatchObject({ status: 400, data: { message: ['Search for at most 100 characters'] } });
  });
});
