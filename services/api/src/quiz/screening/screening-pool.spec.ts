import { Logger, ServiceUnavailableException } from '@nestjs/common';
import type { QuizAnswers, ScreenedField } from '@sahha/contracts/quiz';

import { CLINICAL_MATCHER, recognise, screenAnswers } from '../../clinical/screening';
import { loadConfig } from '../../config/app-config';
import { SLOW_READING, SLOW_SCREENING_WORKER_FILE } from '../../../test/fixtures/slow-screening-worker-file';
import { SCREENING_UNAVAILABLE_MESSAGE, ScreeningPool } from './screening-pool';
import { quizAnswers } from '../../../test/quiz-answers';

const LINES: [string, ScreenedField][] = [
  ['وارفارين و كونكور', 'medications'],
  ['Xarelto 20mg and Cipralex since March', 'medications'],
  ['stopped warfarin last year, still on metformin', 'medications'],
  ['qwzx blorp', 'healthInfo'],
  ['not pregnant, my mother has kidney disease', 'healthInfo'],
  ['', 'medications'],
];

const answers = (overrides: Partial<QuizAnswers> = {}): QuizAnswers => quizAnswers({ goals: ['energy'], ...overrides });

const ANSWERS: QuizAnswers[] = [
  answers({}),
  answers({ currentMedications: 'Xarelto and Concor', currentMedications_text: 'Xarelto and Concor', additionalHealthInfo: 'I have chronic kidney disease' }),
  answers({ currentSupplements_text: 'Vitamin D, and my Xarelto', goals_text: 'energy while I am pregnant', diet_text: 'no gluten, coeliac' }),
  answers({ currentMedications: 'some pills for my heart', additionalHealthInfo: 'ما عندي سكري', healthConcerns_text: 'تعب' }),
];

const THREAD_START_TIMEOUT_MS = 60_000;

function poolWith(env: NodeJS.ProcessEnv, screeningWorkerFile?: string): ScreeningPool {
  return new ScreeningPool({ ...loadConfig({ LOG_LEVEL: 'silent', ...env }), screeningWorkerFile });
}

describe('ScreeningPool', () => {
  let pool: ScreeningPool;

  // From source, each thread compiles the reader's TypeScript as it starts: seconds on a busy machine.
  beforeAll(async () => {
    pool = poolWith({ SCREENING_THREADS: '2' });
    await pool.onModuleInit();
  }, THREAD_START_TIMEOUT_MS);

  afterAll(() => pool.onModuleDestroy());

  it.each(LINES)('recognises %j (%s) exactly as the in-process reading does', async (text, field) => {
    expect(await pool.recognise(text, field)).toEqual(recognise(text, field));
  });

  it('screens whole answers exactly as the in-process reading does', async () => {
    const fromPool = await Promise.all(ANSWERS.map((a) => pool.screenAnswers(a)));
    expect(fromPool).toEqual(ANSWERS.map((a) => screenAnswers(a)));
  });

  it('reads in the workers, never on the calling thread', async () => {
    const read = jest.spyOn(CLINICAL_MATCHER, 'read');
    try {
      await pool.recognise('warfarin', 'medications');
      await pool.screenAnswers(ANSWERS[1]);
      expect(read).not.toHaveBeenCalled();
    } finally {
      read.mockRestore();
    }
  });

  it('answers 503 when a reading outlives the timeout, ends its thread, and keeps reading on the other', async () => {
    // The real reader is linear and fast: a stand-in worker reads SLOW_READING for about 1.5 s.
    const hurried = poolWith({ SCREENING_THREADS: '2', SCREENING_TIMEOUT_MS: '300' }, SLOW_SCREENING_WORKER_FILE);
    await hurried.onModuleInit();
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const threadIds = () => (hurried as unknown as { pool: { threads: { threadId: number }[] } }).pool.threads.map((thread) => thread.threadId);
    try {
      const before = threadIds();
      const started = Date.now();
      const slow = hurried.recognise(SLOW_READING, 'medications');
      await expect(slow).rejects.toThrow(new ServiceUnavailableException(SCREENING_UNAVAILABLE_MESSAGE));
      expect(Date.now() - started).toBeLessThan(2000);
      // The busy thread was terminated, not left reading: one of the original threads is gone.
      expect(before.filter((id) => threadIds().includes(id))).toHaveLength(1);
      expect(await hurried.recognise('warfarin', 'medications')).toEqual(recognise('warfarin', 'medications'));
      // The log says a reading was stopped, never what was typed.
      expect(warn).toHaveBeenCalledWith('A recognise reading ran out of its 300 ms and was stopped');
    } finally {
      warn.mockRestore();
      await hurried.onModuleDestroy();
    }
  }, THREAD_START_TIMEOUT_MS);
});
