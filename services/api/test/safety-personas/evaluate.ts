import { NO_ADDITIONAL_INFO, NO_MEDICATIONS, type QuizAnswers } from '@sahha/contracts/quiz';
import { recommend, type EngineResult } from '../../src/quiz/engine/recommend';
import { BASE_PERSONA_ANSWERS, type SafetyPersona } from './persona';

export interface PersonaOutcome {
  persona: SafetyPersona;
  failures: string[];
}

export function personaAnswers(persona: SafetyPersona): QuizAnswers {
  return { ...BASE_PERSONA_ANSWERS, ...persona.answers };
}

/** The same answers with every free-text clue removed: what the plan would be without the class. */
function withoutText(answers: QuizAnswers): QuizAnswers {
  return {
    ...answers,
    currentMedications: NO_MEDICATIONS,
    currentMedications_text: '',
    additionalHealthInfo: NO_ADDITIONAL_INFO,
    healthConcerns_text: '',
    currentSupplements_text: '',
    goals_text: '',
    diet_text: '',
  };
}

function everythingTheUserReads(result: EngineResult): string {
  return [...result.safetyNotes, ...(result.safetyStop ? [result.safetyStop.message] : []), ...result.recommendations.flatMap((r) => [...r.cautions, r.dosage])]
    .join('\n')
    .toLowerCase();
}

/** Runs one persona through the engine exactly as POST /api/quiz/submit does and lists what is wrong. */
export function evaluatePersona(persona: SafetyPersona): PersonaOutcome {
  const answers = personaAnswers(persona);
  const result = recommend(answers);
  const failures: string[] = [];
  const planned = new Set(result.recommendations.map((r) => r.productId));
  for (const product of persona.mustNotRecommend) if (planned.has(product)) failures.push(`recommends ${product}`);
  const text = everythingTheUserReads(result);
  for (const word of persona.mustMention) if (!text.includes(word.toLowerCase())) failures.push(`never mentions "${word}"`);
  for (const cls of persona.expectClasses) if (!result.detectedClasses.includes(cls)) failures.push(`does not recognise ${cls}`);
  for (const cls of persona.notClasses ?? []) if (result.detectedClasses.includes(cls)) failures.push(`recognises cancelled ${cls}`);
  if (persona.mustNotRecommend.length > 0) {
    const baseline = new Set(recommend(withoutText(answers)).recommendations.map((r) => r.productId));
    if (!persona.mustNotRecommend.some((p) => baseline.has(p))) {
      failures.push(`is not a real test: without the text the plan has none of ${persona.mustNotRecommend.join(', ')} either`);
    }
  }
  return { persona, failures };
}
