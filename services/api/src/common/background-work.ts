import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';

/**
 * Work a request starts but does not wait for, so its answer cannot tell what the work found (a
 * password-reset request answers alike for a known and an unknown address). A failure is logged,
 * never thrown at anyone; shutting down waits for what is still running, so nothing is cut off
 * half-done and no test leaves a query open.
 */
@Injectable()
export class BackgroundWork implements OnModuleDestroy {
  private readonly running = new Set<Promise<void>>();

  constructor(@InjectPinoLogger('BackgroundWork') private readonly logger: PinoLogger) {}

  start(what: string, work: () => Promise<void>): void {
    const task = Promise.resolve()
      .then(work)
      .catch((error: unknown) => this.logger.error({ event: 'background.failed', what, err: error }, 'background work failed'))
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /** Resolves once everything started so far has finished (shutdown, and tests that look at the outcome). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.settled();
  }
}
