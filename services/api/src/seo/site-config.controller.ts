import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SITE_CONFIG_PATH, type SiteConfigResponse } from '@sahha/contracts';

import { Public } from '../common/public.decorator';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

@ApiTags('site')
@Controller(SITE_CONFIG_PATH.slice(1))
export class SiteConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Public()
  @Get()
  @ApiOkResponse({ description: '{ siteVerification: { name, content }[], gtmId: string | null, social: { instagram, twitter } }' })
  getSiteConfig(): SiteConfigResponse {
    return {
      siteVerification: this.config.siteVerification.map(({ name, content }) => ({ name, content })),
      gtmId: this.config.gtmId,
      social: { ...this.config.social },
    };
  }
}
