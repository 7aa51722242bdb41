import type {
  AdminCatalogResponse,
  AdminOffer,
  FeedApplyResponse,
  FeedImportRequest,
  FeedPreviewResponse,
  OfferChangesResponse,
  OfferInput,
  OfferPatch,
} from '@sahha/contracts/catalog-admin';
import type { OutboundClicksResponse } from '@sahha/contracts';
import { api } from '@sahha/store';

const CATALOG = 'AdminCatalog' as const;
const CHANGES = 'OfferChanges' as const;

/**
 * The admin Catalog calls (docs/requirements.md, "API: admin catalog"). Every write refetches the
 * offers and the change log, so what the page shows is what the database now holds.
 */
const catalogApi = api.enhanceEndpoints({ addTagTypes: [CATALOG, CHANGES] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminCatalog: build.query<AdminCatalogResponse, void>({
      query: () => '/admin/catalog',
      providesTags: [CATALOG],
    }),
    getOfferChanges: build.query<OfferChangesResponse, { productKey?: string }>({
      query: ({ productKey }) => ({ url: '/admin/catalog/changes', params: productKey ? { productKey } : undefined }),
      providesTags: [CHANGES],
    }),
    createOffer: build.mutation<AdminOffer, OfferInput>({
      query: (body) => ({ url: '/admin/catalog/offers', method: 'POST', body }),
      invalidatesTags: [CATALOG, CHANGES],
    }),
    updateOffer: build.mutation<AdminOffer, { id: number; patch: OfferPatch }>({
      query: ({ id, patch }) => ({ url: `/admin/catalog/offers/${id}`, method: 'PATCH', body: patch }),
      invalidatesTags: [CATALOG, CHANGES],
    }),
    previewFeed: build.mutation<FeedPreviewResponse, FeedImportRequest>({
      query: (body) => ({ url: '/admin/catalog/feed/preview', method: 'POST', body }),
    }),
    /** Clicks on store links, counted by the API (docs/requirements.md "Route: /products/:id"); read afresh on each visit. */
    getOutboundClicks: build.query<OutboundClicksResponse, void>({
      query: () => '/outbound-clicks',
      keepUnusedDataFor: 0,
    }),
    applyFeed: build.mutation<FeedApplyResponse, FeedImportRequest>({
      query: (body) => ({ url: '/admin/catalog/feed/apply', method: 'POST', body }),
      invalidatesTags: [CATALOG, CHANGES],
    }),
  }),
});

export const { useGetAdminCatalogQuery, useGetOfferChangesQuery, useGetOutboundClicksQuery, useCreateOfferMutation, useUpdateOfferMutation, usePreviewFeedMutation, useApplyFeedMutation } = catalogApi;
