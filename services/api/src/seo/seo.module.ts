import { Module } from '@nestjs/common';

import { SeoController } from './seo.controller';
import { SiteConfigController } from './site-config.controller';

/** sitemap.xml and robots.txt at the site root, and the public site configuration under /api. */
@Module({ controllers: [SeoController, SiteConfigController] })
export class SeoModule {}
