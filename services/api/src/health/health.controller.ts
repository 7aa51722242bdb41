import { Controller, Get, HttpStatus, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { HealthResponse } from '@sahha/contracts';

import { Public } from '../common/public.decorator';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Public()
  @Get()
  @ApiOkResponse({ description: '{ status: "ok", db: "up" }' })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer' })
  async check(): Promise<HealthResponse> {
    const result = await this.health.check();
    if (result.db === 'down') {
      // Load balancers read the status code; the body keeps both the health and the error shape.
      throw new ServiceUnavailableException({
        ...result,
        statusCode: HttpStatus.SERVICE_UNAVAILABLE,
        message: 'Database unavailable',
        error: 'Service Unavailable',
      });
    }
    return result;
  }
}
