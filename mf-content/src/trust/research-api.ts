import type { ResearchResponse } from '@sahha/contracts';
import { api } from '@sahha/store';

export const researchApi = api.injectEndpoints({
  endpoints: (build) => ({
    getResearch: build.query<ResearchResponse, void>({ query: () => '/research' }),
  }),
});

export const { useGetResearchQuery } = researchApi;
