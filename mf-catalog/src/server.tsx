import type { CatalogServerModule, ServerRenderedContent } from '@sahha/contracts/server-render';
import { createAppStore, StoreProvider } from '@sahha/store';
import { lightTheme } from '@sahha/ui';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { productApi } from './product/product-api';
import ProductPage, { ProductNotFound, productPageTitle } from './product/product-page';
import { productJsonLd } from './product/product-json-ld';

declare const __webpack_public_path__: string;

/**
 * The signed-out visitor's page: the same HTML for everyone (nothing of a member's is rendered on
 * the server), in the light theme the frame was prerendered in.
 */
function renderWithStyles(element: ReactElement, url: string, store: ReturnType<typeof createAppStore>, assetBase: string): Pick<ServerRenderedContent, 'html' | 'css'> {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StoreProvider store={store}>
          <ThemeProvider theme={lightTheme}>
            <MemoryRouter initialEntries={[url]}>
              <Routes>
                <Route path="/products/:id" element={element} />
              </Routes>
            </MemoryRouter>
          </ThemeProvider>
        </StoreProvider>,
      ),
    );
    // The styles only: the page gets them in one element of its own (the take-over removes it).
    const css = sheet.getStyleTags().replace(/<style[^>]*>|<\/style>/g, '');
    // Images point at the browser remote's copies, wherever this release is served from.
    return { html: html.split(__webpack_public_path__).join(assetBase), css };
  } finally {
    sheet.seal();
    // Unsubscribed query entries are dropped a minute later on a timer, which would keep every
    // request's store alive that long: drop them now.
    store.dispatch(productApi.util.resetApiState());
  }
}

/**
 * /products/:id as the browser renders it once the product has loaded: the route's own component,
 * its query answered with the product the API just read (live prices), as a signed-out visitor.
 */
// An unknown product keeps the host's title, as in the browser, which titles only a product.
export const renderProductPage: CatalogServerModule['renderProductPage'] = ({ id, product, assetBase }) => {
  const store = createAppStore({ success: true, user: null });
  const url = `/products/${encodeURIComponent(id)}`;
  if (product === null) {
    return { ...renderWithStyles(<ProductNotFound />, url, store, assetBase), title: null, jsonLd: null };
  }
  // Entries land in one synchronous action: the render sees the product, never "loading".
  store.dispatch(productApi.util.upsertQueryEntries([{ endpointName: 'getProduct', arg: id, value: product }]));
  return { ...renderWithStyles(<ProductPage />, url, store, assetBase), title: productPageTitle(product), jsonLd: productJsonLd(product) };
};
