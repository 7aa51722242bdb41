import type { PlanCostResponse } from '@sahha/contracts';
import { api } from '@sahha/store';

/** GET /api/plan-cost (docs/requirements.md, "API: GET /api/plan-cost"): the plan's product keys, sorted so one plan is one cache entry. */
const planCostApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlanCost: build.query<PlanCostResponse, readonly string[]>({
      query: (productIds) => ({ url: '/plan-cost', params: { products: [...productIds].sort().join(',') } }),
    }),
  }),
});

export const { useGetPlanCostQuery } = planCostApi;
