import type { ProductDetail, ProductRatingRequest, ProductRatingResponse, ProductRatingsResponse } from '@sahha/contracts';
import { api } from '@sahha/store';

export interface RateProductArgs extends ProductRatingRequest {
  id: string;
}

/** The catalog API: product detail (public) and product ratings (rating needs a session). */
export const productApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProduct: build.query<ProductDetail, string>({
      query: (id) => `/products/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    getProductRatings: build.query<ProductRatingsResponse, string>({
      query: (id) => `/products/${encodeURIComponent(id)}/ratings`,
      providesTags: (_result, _error, id) => [{ type: 'Rating', id }],
    }),
    rateProduct: build.mutation<ProductRatingResponse, RateProductArgs>({
      query: ({ id, ...body }) => ({ url: `/products/${encodeURIComponent(id)}/ratings`, method: 'POST', body }),
      // The product detail carries the rating summary too (its JSON-LD uses it).
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Rating', id }, 'Product'],
    }),
  }),
});

export const { useGetProductQuery, useGetProductRatingsQuery, useRateProductMutation } = productApi;
