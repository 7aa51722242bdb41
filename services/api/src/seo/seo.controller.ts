import { Controller, Get, Header, Inject, RequestMethod } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';

import { Public } from '../common/public.decorator';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { renderRobots, renderSitemap, sitemapEntries } from './sitemap';

const ONE_HOUR = 'public, max-age=3600';

/**
 * Routes at the site root, outside the `/api` prefix (see `SEO_ROOT_ROUTES` in bootstrap). The
 * static-site router lets them through: they have a file extension, so the SPA fallback skips them.
 */
export const SEO_ROOT_ROUTES = [
  { path: 'sitemap.xml', method: RequestMethod.GET },
  { path: 'robots.txt', method: RequestMethod.GET },
];

@ApiExcludeController()
@Public()
@Controller()
export class SeoController {
  private readonly sitemap: string;
  private readonly robots: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.sitemap = renderSitemap(config.publicBaseUrl, sitemapEntries());
    this.robots = renderRobots(config.publicBaseUrl);
  }

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', ONE_HOUR)
  getSitemap(): string {
    return this.sitemap;
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', ONE_HOUR)
  getRobots(): string {
    return this.robots;
  }
}
