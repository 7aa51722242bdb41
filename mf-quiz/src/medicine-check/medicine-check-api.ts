import type { MedicineCheckRulesResponse } from '@sahha/contracts/quiz';
import { api } from '@sahha/store';

/**
 * GET /api/medicine-check/rules: the same for everyone and cacheable. The checker applies it in
 * the browser, so no request names what someone looked up.
 */
const medicineCheckApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMedicineCheckRules: build.query<MedicineCheckRulesResponse, void>({
      query: () => '/medicine-check/rules',
    }),
  }),
});

export const { useGetMedicineCheckRulesQuery } = medicineCheckApi;
