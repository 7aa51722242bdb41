import { type CheckInSubmission } from '@sahha/contracts';
import { NO_ADDITIONAL_INFO, NO_MEDICATIONS, type QuizAnswers, type QuizSubmitResponse } from '@sahha/contracts/quiz';
import type { DataSource } from 'typeorm';

import { CheckInEntity } from '../check-ins/check-in.entity';
import { QuizResponseEntity } from '../quiz/quiz-response.entity';
import { UserEntity } from '../users/user.entity';
import { withDatabaseSetupLock } from './database-lock';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A plausible first visit: an office worker in Dubai, tired in the afternoons and sleeping badly. */
export const DEMO_QUIZ_ANSWERS: QuizAnswers = {
  gender: 'female',
  age: '26-35',
  diet: 'omnivore',
  diet_text: '',
  goals: ['energy', 'sleep', 'stress'],
  goals_text: '',
  lifestyle: 'moderate',
  currentSupplements: ['vitamin_d'],
  currentSupplements_text: '',
  healthConcerns: ['sleep', 'stress'],
  healthConcerns_text: '',
  additionalHealthInfo: NO_ADDITIONAL_INFO,
  currentMedications: NO_MEDICATIONS,
  currentMedications_text: '',
};

export const DEMO_CHECK_IN_INTERVAL_DAYS = 7;

/**
 * Eight weekly check-ins, oldest first. Energy, sleep and mood climb (never fall) so the progress
 * page shows the positive trend (docs/requirements.md, "Route: /progress"); adherence averages above 80 % with one early wobble, and an
 * early side effect resolves, as real weeks tend to.
 */
export const DEMO_CHECK_INS: readonly CheckInSubmission[] = [
  { energyLevel: 4, sleepQuality: 4, mood: 5, adherence: 70, notes: 'First week on the plan. Still crashing around 3 pm.' },
  { energyLevel: 5, sleepQuality: 4, mood: 5, adherence: 80, sideEffects: 'Mild stomach upset when I took magnesium before breakfast.' },
  { energyLevel: 5, sleepQuality: 5, mood: 6, adherence: 80, notes: 'Moved magnesium to the evening with dinner; no upset since.' },
  { energyLevel: 6, sleepQuality: 6, mood: 6, adherence: 90, improvements: ['sleep'] },
  { energyLevel: 6, sleepQuality: 6, mood: 7, adherence: 90, improvements: ['sleep', 'energy'] },
  { energyLevel: 7, sleepQuality: 7, mood: 7, adherence: 100, improvements: ['energy', 'sleep', 'mood'] },
  { energyLevel: 7, sleepQuality: 8, mood: 8, adherence: 90, improvements: ['energy', 'sleep', 'mood'], notes: 'Missed two days while travelling.' },
  { energyLevel: 8, sleepQuality: 8, mood: 8, adherence: 100, improvements: ['energy', 'sleep', 'mood', 'focus'], notes: 'The afternoon slump is mostly gone.' },
];

/**
 * When each demo check-in happened, oldest first: the latest one day before `now` (so the weekly
 * reminder is not due yet), each one a week before the next.
 */
export function demoCheckInDates(now: Date): Date[] {
  const latest = now.getTime() - DAY_MS;
  return DEMO_CHECK_INS.map((_, index) => new Date(latest - (DEMO_CHECK_INS.length - 1 - index) * DEMO_CHECK_IN_INTERVAL_DAYS * DAY_MS));
}

/** The plan was taken a week before the first check-in. */
export function demoPlanDate(now: Date): Date {
  return new Date(demoCheckInDates(now)[0].getTime() - DEMO_CHECK_IN_INTERVAL_DAYS * DAY_MS);
}

/**
 * The product's own write paths, so the demo plan is computed and stored exactly as a member's:
 * QuizService.submit (engine, screening, the saved response and recommendation set) and
 * CheckInsService.create.
 */
export interface DemoDataWriters {
  submitQuiz(answers: QuizAnswers, userId: number): Promise<QuizSubmitResponse>;
  createCheckIn(userId: number, fields: CheckInSubmission, date: Date): Promise<unknown>;
}

/**
 * Gives the demo account a saved plan and eight weekly check-ins. Only an EMPTY demo account is
 * filled (no plan and no check-in), under the setup lock: a restart, or a second replica starting
 * at the same moment, finds the data and adds nothing; a database whose demo user predates this
 * seed is filled on its next start. The account's password is published, so anyone may change its
 * data: if someone deletes all of it, the next start restores the showcase, which is what a demo
 * is for; anything less than all of it is left alone.
 */
export function seedDemoData(dataSource: DataSource, email: string, writers: DemoDataWriters, now: Date = new Date()): Promise<boolean> {
  return withDatabaseSetupLock(dataSource, async () => {
    const user = await dataSource.getRepository(UserEntity).findOneBy({ email });
    if (!user) return false;
    const responses = dataSource.getRepository(QuizResponseEntity);
    const hasData = (await responses.existsBy({ userId: user.id })) || (await dataSource.getRepository(CheckInEntity).existsBy({ userId: user.id }));
    if (hasData) return false;

    const { quizResponseId } = await writers.submitQuiz(DEMO_QUIZ_ANSWERS, user.id);
    if (quizResponseId === undefined) throw new Error('The demo plan was not saved');
    // The service dates a plan "now"; the story is a plan taken before eight weeks of check-ins.
    await responses.update(quizResponseId, { createdAt: demoPlanDate(now) });
    const dates = demoCheckInDates(now);
    for (const [index, fields] of DEMO_CHECK_INS.entries()) await writers.createCheckIn(user.id, fields, dates[index]);
    return true;
  });
}
