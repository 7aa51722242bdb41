import type { RecognitionResponse, ScreenedField } from '@sahha/contracts/quiz';

import { type AnswerScreening, recognise as readLine, screenAnswers as readAnswers } from '../../clinical/screening';

/** Piscina hands a task one argument. */
export interface RecognitionTask {
  text: string;
  field: ScreenedField;
}

export type ScreenedAnswers = Parameters<typeof readAnswers>[0];

/*
 * The body of a screening worker thread (ScreeningPool), called by export name. Loading this
 * module builds the thread's own dictionary index, so readings on different threads never share
 * one. Tasks and answers cross the thread boundary as structured clones: plain data only.
 */

export function recognise({ text, field }: RecognitionTask): RecognitionResponse {
  return readLine(text, field);
}

export function screenAnswers(answers: ScreenedAnswers): AnswerScreening {
  return readAnswers(answers);
}
