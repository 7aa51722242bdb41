import { once } from 'node:events';
import { join } from 'node:path';

import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit, ServiceUnavailableException } from '@nestjs/common';
import type { QuizAnswers, RecognitionResponse, ScreenedField } from '@sahha/contracts/quiz';
import { Piscina } from 'piscina';

import type { AnswerScreening } from '../../clinical/screening';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { RecognitionTask, ScreenedAnswers } from './screening-worker';

export const SCREENING_UNAVAILABLE_MESSAGE = 'Reading your answers is taking too long right now. Please try again in a moment.';

/** The answers the screening reads: only these cross to the worker thread. */
const SCREENED_KEYS = [
  'currentMedications',
  'currentMedications_text',
  'additionalHealthInfo',
  'healthConcerns_text',
  'currentSupplements_text',
  'goals_text',
  'diet_text',
] as const satisfies readonly (keyof ScreenedAnswers)[];

/**
 * The worker module. Bundled (dist/api/main.js), it is webpack's `screening-worker` entry beside
 * this bundle. From source (jest; this file is then .ts), a bootstrap compiles the TypeScript in
 * the thread, so tests exercise real worker threads, never an in-process shortcut.
 */
export function screeningWorkerFile(): string {
  return __filename.endsWith('.ts') ? join(__dirname, 'screening-worker-from-source.cjs') : join(__dirname, 'screening-worker.js');
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * Runs the free-text screening in worker threads. A reading is CPU work of up to seconds for
 * pathological text, and on the request thread it held up every other request of the process;
 * here it only occupies a worker. A reading that outlives SCREENING_TIMEOUT_MS (queue time
 * included) is aborted — Piscina terminates its thread and starts a fresh one — and answered 503.
 */
@Injectable()
export class ScreeningPool implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ScreeningPool.name);
  private readonly pool: Piscina;
  private readonly timeoutMs: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.timeoutMs = config.screeningTimeoutMs;
    this.pool = new Piscina({
      filename: config.screeningWorkerFile ?? screeningWorkerFile(),
      // Each thread loads the module (and builds its dictionary index) when it starts; naming a real
      // export lets Piscina preload it then, instead of on the first reading.
      name: 'recognise',
      // Threads start with the app and stay: a new one needs about a second to build its index.
      minThreads: config.screeningThreads,
      maxThreads: config.screeningThreads,
    });
    // A thread that dies between tasks must not take the process down with an unhandled 'error'.
    this.pool.on('error', (error: unknown) => this.logger.error(error instanceof Error ? (error.stack ?? error.message) : error));
  }

  /**
   * Waits for a thread to load the dictionary, so the first visitor does not, and so a missing or
   * broken worker file stops the start instead of failing readings later.
   */
  async onModuleInit(): Promise<void> {
    const done = new AbortController();
    const failed = once(this.pool, 'error', { signal: done.signal }).then(([error]) => Promise.reject(error));
    try {
      await Promise.race([this.pool.run({ text: '', field: 'medications' } satisfies RecognitionTask, { name: 'recognise' }), failed]);
    } finally {
      done.abort();
    }
  }

  /** Ends the threads with the app (tests and shutdown leave no handle open). */
  async onModuleDestroy(): Promise<void> {
    await this.pool.destroy();
  }

  recognise(text: string, field: ScreenedField): Promise<RecognitionResponse> {
    return this.run<RecognitionResponse>('recognise', { text, field } satisfies RecognitionTask);
  }

  screenAnswers(answers: QuizAnswers): Promise<AnswerScreening> {
    const screened = Object.fromEntries(SCREENED_KEYS.map((key) => [key, answers[key]])) as ScreenedAnswers;
    return this.run<AnswerScreening>('screenAnswers', screened);
  }

  private async run<T>(name: 'recognise' | 'screenAnswers', task: RecognitionTask | ScreenedAnswers): Promise<T> {
    try {
      return (await this.pool.run(task, { name, signal: AbortSignal.timeout(this.timeoutMs) })) as T;
    } catch (error) {
      if (!isAbort(error)) throw error;
      // Which reading is slow says something about what was typed: the log keeps only the fact.
      this.logger.warn(`A ${name} reading ran out of its ${this.timeoutMs} ms and was stopped`);
      throw new ServiceUnavailableException(SCREENING_UNAVAILABLE_MESSAGE);
    }
  }
}
