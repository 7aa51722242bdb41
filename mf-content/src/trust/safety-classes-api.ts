import type { SafetyClassesResponse } from '@sahha/contracts/quiz';
import { api } from '@sahha/store';

export const safetyClassesApi = api.injectEndpoints({
  endpoints: (build) => ({
    safetyClasses: build.query<SafetyClassesResponse, void>({ query: () => '/safety-classes' }),
  }),
});

export const { useSafetyClassesQuery } = safetyClassesApi;
