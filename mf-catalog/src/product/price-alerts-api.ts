import type {
  CreatePriceAlertRequest,
  PriceAlertResponse,
  PriceAlertsResponse,
  PriceHistoryResponse,
  UnsubscribePriceAlertRequest,
  UnsubscribePriceAlertResponse,
} from '@sahha/contracts/price-alerts';
import { api } from '@sahha/store';

const PRICE_ALERT = 'PriceAlert';

/** The price history (public) and the member's own price alerts, as the product page uses them. */
const priceApi = api.enhanceEndpoints({ addTagTypes: [PRICE_ALERT] }).injectEndpoints({
  endpoints: (build) => ({
    getPriceHistory: build.query<PriceHistoryResponse, string>({
      query: (id) => `/products/${encodeURIComponent(id)}/price-history`,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    getMyPriceAlerts: build.query<PriceAlertsResponse, void>({
      query: () => '/price-alerts',
      providesTags: [PRICE_ALERT],
    }),
    setPriceAlert: build.mutation<PriceAlertResponse, CreatePriceAlertRequest>({
      query: (body) => ({ url: '/price-alerts', method: 'POST', body }),
      invalidatesTags: [PRICE_ALERT],
    }),
    removePriceAlert: build.mutation<{ success: true }, number>({
      query: (id) => ({ url: `/price-alerts/${id}`, method: 'DELETE' }),
      invalidatesTags: [PRICE_ALERT],
    }),
    unsubscribePriceAlert: build.mutation<UnsubscribePriceAlertResponse, UnsubscribePriceAlertRequest>({
      query: (body) => ({ url: '/price-alerts/unsubscribe', method: 'POST', body }),
      invalidatesTags: [PRICE_ALERT],
    }),
  }),
});

export const {
  useGetPriceHistoryQuery,
  useGetMyPriceAlertsQuery,
  useSetPriceAlertMutation,
  useRemovePriceAlertMutation,
  useUnsubscribePriceAlertMutation,
} = priceApi;
