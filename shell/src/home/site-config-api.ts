import { SITE_CONFIG_PATH, type SiteConfigResponse } from '@sahha/contracts';
import { api } from '@sahha/store';

/** GET /api/site-config: deployment values (affiliate site verification) the browser cannot read from the env. */
export const siteConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSiteConfig: build.query<SiteConfigResponse, void>({
      query: () => SITE_CONFIG_PATH,
    }),
  }),
});

export const { useGetSiteConfigQuery } = siteConfigApi;
