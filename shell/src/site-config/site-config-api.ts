import { SITE_CONFIG_PATH, type SiteConfigResponse } from '@sahha/contracts';
import { api } from '@sahha/store';

/** GET /api/site-config: deployment values (site verification, social profiles) the browser cannot read from the env. */
export const siteConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSiteConfig: build.query<SiteConfigResponse, void>({
      query: () => SITE_CONFIG_PATH,
    }),
  }),
});

export const { useGetSiteConfigQuery } = siteConfigApi;
