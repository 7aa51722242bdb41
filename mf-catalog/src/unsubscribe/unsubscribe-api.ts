import type { UnsubscribePriceAlertRequest, UnsubscribePriceAlertResponse } from '@sahha/contracts/price-alerts';
import { api } from '@sahha/store';

const unsubscribeApi = api.injectEndpoints({
  endpoints: (build) => ({
    unsubscribePriceAlert: build.mutation<UnsubscribePriceAlertResponse, UnsubscribePriceAlertRequest>({
      query: (body) => ({ url: '/price-alerts/unsubscribe', method: 'POST', body }),
    }),
  }),
});

export const { useUnsubscribePriceAlertMutation } = unsubscribeApi;
