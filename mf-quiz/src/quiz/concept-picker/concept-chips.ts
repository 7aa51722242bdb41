import {
  type ConceptRef,
  type ConfirmedConcept,
  type ConfirmedHealthInfoState,
  type ConfirmedMedicationState,
  type ReadConcept,
  type ScreenedField,
  type SetAsideReason,
  setAsideReasonOf,
} from '@sahha/contracts/quiz';

/** What the person said about a chip: it counts, it does not (stopped, not the case), or it is not theirs at all. */
export type ChipAnswer = 'counted' | 'not-counted' | 'removed';

/** The chips of one answer (step 8 or 9): concepts picked from the list, what the reader found, and the person's answers by concept id. */
export interface ChipState {
  picked: ConceptRef[];
  /** The reader's concepts for the current text (recognise's `concepts`). */
  read: ReadConcept[];
  answers: Record<string, ChipAnswer>;
}

export const EMPTY_CHIPS: ChipState = { picked: [], read: [], answers: {} };

export interface Chip {
  concept: ConceptRef;
  origin: 'picked' | 'read';
  /** The reader set it aside, and why: the chip asks the question of that reason until answered. */
  setAside?: SetAsideReason;
  answer?: ChipAnswer;
  /** Whether the plan will count it: a set-aside chip counts until the person says otherwise (fail safe). */
  counted: boolean;
}

/** The chips to show: picked first, then the reader's, each concept once; removed ones are gone. */
export function chipsOf(state: ChipState): Chip[] {
  const chips: Chip[] = state.picked.map((concept) => ({ concept, origin: 'picked', counted: true }));
  const seen = new Set(chips.map((chip) => chip.concept.id));
  for (const { setAside, ...concept } of state.read) {
    if (seen.has(concept.id)) continue;
    seen.add(concept.id);
    const answer = state.answers[concept.id];
    if (answer === 'removed') continue;
    chips.push({ concept, origin: 'read', ...(setAside ? { setAside } : {}), ...(answer ? { answer } : {}), counted: answer !== 'not-counted' });
  }
  return chips;
}

/** Adds a concept picked from the list; picking it again after "not me" brings it back. */
export function pickConcept(state: ChipState, concept: ConceptRef): ChipState {
  const { [concept.id]: _earlier, ...answers } = state.answers;
  const picked = state.picked.some((c) => c.id === concept.id) ? state.picked : [...state.picked, concept];
  return { ...state, picked, answers };
}

/** The person's answer to a chip; "not me" on a picked chip takes it off the list. */
export function answerChip(state: ChipState, id: string, answer: ChipAnswer): ChipState {
  const picked = answer === 'removed' ? state.picked.filter((c) => c.id !== id) : state.picked;
  return { ...state, picked, answers: { ...state.answers, [id]: answer } };
}

const readingKey = (read: readonly ReadConcept[]) => read.map((c) => `${c.id}:${c.setAside ?? ''}`).join('|');

/**
 * The reader's latest concepts for the text; answers stay, keyed by concept. The same state when
 * the reading did not change. Each set-aside concept keeps the server's reason; an older server's
 * 'not-yours' (or a reason this page does not know) asks by field, as it did (setAsideReasonOf).
 */
export function withReading(state: ChipState, read: readonly ReadConcept[], field: ScreenedField): ChipState {
  const known = read.map(({ setAside, ...concept }): ReadConcept => {
    const reason = setAsideReasonOf(setAside, field);
    return reason ? { ...concept, setAside: reason } : concept;
  });
  return readingKey(state.read) === readingKey(known) ? state : { ...state, read: known };
}

/** True when at least one chip will count: the answer is then given even with no text. */
export function anyCounted(state: ChipState): boolean {
  return chipsOf(state).some((chip) => chip.counted);
}

const STATE_OF: Record<ScreenedField, Record<ChipAnswer, ConfirmedMedicationState | ConfirmedHealthInfoState>> = {
  medications: { counted: 'taking', 'not-counted': 'stopped', removed: 'removed' },
  healthInfo: { counted: 'has', 'not-counted': 'not', removed: 'removed' },
};

/**
 * What the submission confirms: every picked concept, every reader's concept the person answered
 * (removed included, so the server does not count it from the text), and every set-aside one left
 * unanswered as counted. A reader's concept neither set aside nor answered is left to the server's
 * own reading of the text.
 */
export function confirmedOf<F extends ScreenedField>(
  field: F,
  state: ChipState,
): ConfirmedConcept<F extends 'medications' ? ConfirmedMedicationState : ConfirmedHealthInfoState>[] {
  type State = F extends 'medications' ? ConfirmedMedicationState : ConfirmedHealthInfoState;
  const confirmed = new Map<string, State>();
  for (const concept of state.picked) confirmed.set(concept.id, STATE_OF[field].counted as State);
  for (const concept of state.read) {
    if (confirmed.has(concept.id)) continue;
    const answer = state.answers[concept.id] ?? (concept.setAside ? 'counted' : undefined);
    if (answer) confirmed.set(concept.id, STATE_OF[field][answer] as State);
  }
  return [...confirmed].map(([id, value]) => ({ id, state: value }));
}
