import type { PriceAlertsResponse } from '@sahha/contracts/price-alerts';
import { api } from '@sahha/store';

const PRICE_ALERT = 'PriceAlert';

/** The member's price alerts on the account page (the product page sets them; its endpoints share the tag). */
const priceAlertsApi = api.enhanceEndpoints({ addTagTypes: [PRICE_ALERT] }).injectEndpoints({
  endpoints: (build) => ({
    getAccountPriceAlerts: build.query<PriceAlertsResponse, void>({
      query: () => '/price-alerts',
      providesTags: [PRICE_ALERT],
    }),
    removeAccountPriceAlert: build.mutation<{ success: true }, number>({
      query: (id) => ({ url: `/price-alerts/${id}`, method: 'DELETE' }),
      invalidatesTags: [PRICE_ALERT],
    }),
  }),
});

export const { useGetAccountPriceAlertsQuery, useRemoveAccountPriceAlertMutation } = priceAlertsApi;
