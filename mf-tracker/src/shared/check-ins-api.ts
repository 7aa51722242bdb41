import type { CheckIn, CheckInsResponse, LatestCheckInResponse, SubmitCheckInRequest, SubmitCheckInResponse } from '@sahha/contracts';
import { api, type ApiError } from '@sahha/store';

/** docs/requirements.md, "Site: errors from API calls": the progress call also fails when the body says success false. */
export const CHECK_INS_FALLBACK_ERROR = 'Failed to fetch check-ins';

/** The check-in calls (docs/requirements.md, "API: POST /api/check-in", "API: GET /api/check-ins/:userId"). Submitting invalidates both reads, so progress and the reminder refresh. */
export const checkInsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCheckIns: build.query<CheckIn[], number>({
      queryFn: async (userId, _queryApi, _extraOptions, baseQuery) => {
        const result = await baseQuery(`/check-ins/${userId}`);
        if (result.error) return { error: result.error as ApiError };
        const body = result.data as CheckInsResponse | undefined;
        if (!body?.success || !Array.isArray(body.checkIns)) {
          const error: ApiError = { status: 'CUSTOM_ERROR', message: body?.message ?? CHECK_INS_FALLBACK_ERROR, data: body };
          return { error };
        }
        return { data: body.checkIns };
      },
      providesTags: ['CheckIn'],
    }),
    getLatestCheckIn: build.query<LatestCheckInResponse, number>({
      query: (userId) => `/check-ins/${userId}/latest`,
      providesTags: ['CheckIn'],
    }),
    submitCheckIn: build.mutation<SubmitCheckInResponse, SubmitCheckInRequest>({
      query: (body) => ({ url: '/check-in', method: 'POST', body }),
      invalidatesTags: ['CheckIn'],
    }),
  }),
});

export const { useGetCheckInsQuery, useGetLatestCheckInQuery, useSubmitCheckInMutation } = checkInsApi;
