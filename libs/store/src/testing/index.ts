export { layla, renderPage, type RenderPageOptions } from './render-page';
