export { layla, renderPage, type RenderPageOptions } from './render-page';
export { jsonReply, setUpFetchStub, type FetchStub } from './fetch-stub';
