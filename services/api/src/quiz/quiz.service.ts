import { BadRequestException, ConflictException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';

import {
  NO_ADDITIONAL_INFO,
  NO_MEDICATIONS,
  type EngineRecommendation,
  type InteractionClass,
  type QuizAnswers,
  type QuizResponseDetail,
  type QuizResponseSummary,
  type QuizSubmitResponse,
  type RecognitionResponse,
  type ScreenedField,
  type SafetyStop,
  type SuggestionsResponse,
  type SupplementRecommendationsResponse,
} from '@sahha/contracts/quiz';
import { DataSource, type EntityManager, IsNull, Repository } from 'typeorm';

import { CONCEPTS_BY_ID, conceptRef, withConfirmed } from '../clinical/screening';
import { conceptSuggester, suggestConcepts } from '../clinical/suggestions';
import { isDuplicateKey } from '../database/duplicate-key';
import { AccountDataRegistry } from '../users/account-data.registry';
import { recommend } from './engine';
import { PLAN_TOKEN_MESSAGES, PlanTokenError, PlanTokenSealer, type PlanRecord } from './plan-token';
import { QuizResponseEntity, SupplementRecommendationSetEntity } from './quiz-response.entity';
import { ScreeningPool } from './screening/screening-pool';
import { inTransaction } from '../database/transactions';

type StoredRecord = PlanRecord & Pick<QuizResponseEntity, 'userId' | 'planTokenHash'>;

/** What the engine said, saved beside the answers. */
interface ComputedPlan {
  recommendations: EngineRecommendation[];
  safetyNotes: string[];
  safetyStop: SafetyStop | null;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A re-submission of the same answers within this window returns the plan already saved. */
const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** 'none' only for a none answer that left nothing to read elsewhere (a medicine typed in the supplements box still counts). */
function storedClasses(optionValue: string, text: string, noneValue: string, classes: InteractionClass[]): 'none' | InteractionClass[] {
  const answeredNone = optionValue === noneValue && text.trim() === '';
  return answeredNone && classes.length === 0 ? 'none' : classes;
}

@Injectable()
export class QuizService implements OnModuleInit {
  constructor(
    @InjectRepository(QuizResponseEntity) private readonly responses: Repository<QuizResponseEntity>,
    @InjectRepository(SupplementRecommendationSetEntity) private readonly sets: Repository<SupplementRecommendationSetEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accountData: AccountDataRegistry,
    private readonly planTokens: PlanTokenSealer,
    private readonly screening: ScreeningPool,
  ) {}

  onModuleInit(): void {
    // Built now (a few hundred ms), so the first person typing does not wait for it.
    conceptSuggester();
    this.accountData.register({
      key: 'quizResponses',
      export: async (userId) => {
        const responses = await this.responses.find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
        return Promise.all(
          responses.map(async (response) => {
            const set = await this.sets.findOne({ where: { quizResponseId: response.id } });
            return { ...this.toDetail(response), recommendations: set?.recommendations ?? [], safetyStop: set?.safetyStop ?? null };
          }),
        );
      },
      delete: async (userId: number, manager: EntityManager) => {
        const ids = (await manager.find(QuizResponseEntity, { where: { userId }, select: { id: true } })).map((row) => row.id);
        if (ids.length === 0) return;
        await manager.createQueryBuilder().delete().from(SupplementRecommendationSetEntity).where('quiz_response_id IN (:...ids)', { ids }).execute();
        await manager.delete(QuizResponseEntity, { userId });
      },
    });
  }

  /**
   * Runs the engine on the answers. The medication and health free text are screened in memory,
   * in a worker thread of the ScreeningPool, and only the detected classes (and which answers
   * could not be identified) leave this function. A signed-in user's plan is saved; a visitor
   * gets it sealed as a plan token, so signing up later saves exactly this plan without the text
   * we promised not to keep.
   */
  async submit(submitted: QuizAnswers, userId: number | undefined): Promise<QuizSubmitResponse> {
    // Either answer may be left empty when a confirmed concept answers it (QuizSubmitDto).
    const answers = { ...submitted, currentMedications: submitted.currentMedications ?? '', additionalHealthInfo: submitted.additionalHealthInfo ?? '' };
    const read = await this.screening.screenAnswers(answers);
    const { classes, medicationClasses, healthInfoClasses, unidentified, conceptIds, checked, otherScript, hints } = withConfirmed(read, answers.confirmed);
    const result = recommend(answers, { detectedClasses: classes, unidentified, otherScript, hints });
    const response: QuizSubmitResponse = {
      recommendations: result.recommendations,
      safetyNotes: result.safetyNotes,
      safetyStop: result.safetyStop,
      screening: { medicationClasses, healthInfoClasses, unidentified },
      checked,
    };
    const record: PlanRecord = {
      gender: answers.gender,
      age: answers.age,
      diet: answers.diet,
      lifestyle: answers.lifestyle,
      goals: answers.goals,
      healthConcerns: answers.healthConcerns,
      currentSupplements: answers.currentSupplements,
      medicationClasses: storedClasses(answers.currentMedications, answers.currentMedications_text, NO_MEDICATIONS, medicationClasses),
      healthInfoClasses: storedClasses(answers.additionalHealthInfo, '', NO_ADDITIONAL_INFO, healthInfoClasses),
      checkedConcepts: [...new Set([...conceptIds.medications, ...conceptIds.healthInfo])],
    };
    if (userId === undefined) {
      const planToken = this.planTokens.seal({
        record,
        recommendations: response.recommendations,
        safetyNotes: response.safetyNotes,
        safetyStop: response.safetyStop,
        screening: response.screening,
        issuedAt: Date.now(),
      });
      return { ...response, planToken };
    }
    const stored: StoredRecord = { ...record, userId, planTokenHash: null };
    const quizResponseId = (await this.findDuplicate(stored))?.id ?? (await this.insertPlan(stored, response));
    return { ...response, quizResponseId };
  }

  /** POST /api/quiz/recognise: the live line of quiz steps 8 and 9, read in a worker thread. */
  recognise(text: string, field: ScreenedField): Promise<RecognitionResponse> {
    return this.screening.recognise(text, field);
  }

  /**
   * POST /api/quiz/suggestions: on the request thread, because a call's cost is bounded (a binary
   * search and one pass over a letter's words; see clinical/suggestions.ts), unlike a reading.
   */
  suggestions(q: string, field: ScreenedField): SuggestionsResponse {
    return { suggestions: suggestConcepts(q, field) };
  }

  /**
   * POST /api/quiz/save-plan: the visitor's sealed plan, saved unchanged for the signed-in caller.
   * A token is saved once, to one account (the token's hash is unique across accounts): the
   * same account saving it again (a double click, two tabs, two replicas at the same instant) gets
   * the plan the first save stored, and any other account a 409, so a copied token cannot put
   * someone's plan into a second account. The database's unique key decides races.
   */
  async savePlanFromToken(planToken: string, userId: number): Promise<number> {
    let plan;
    try {
      plan = this.planTokens.open(planToken);
    } catch (error) {
      if (error instanceof PlanTokenError) throw new BadRequestException(error.message);
      throw error;
    }
    const planTokenHash = sha256(planToken);
    const earlier = await this.savedFromToken(planTokenHash, userId);
    if (earlier !== undefined) return earlier;
    const record: StoredRecord = { ...plan.record, userId, planTokenHash };
    try {
      // The same answers already saved by a signed-in submit: that row becomes this token's.
      const duplicate = await this.findDuplicate(record);
      if (duplicate && duplicate.planTokenHash === null && (await this.claimForToken(duplicate.id, planTokenHash))) return duplicate.id;
      return await this.insertPlan(record, plan);
    } catch (error) {
      const winner = isDuplicateKey(error) ? await this.savedFromToken(planTokenHash, userId) : undefined;
      if (winner === undefined) throw error;
      return winner;
    }
  }

  /** The caller's plan saved from this token; a 409 when another account saved it. */
  private async savedFromToken(planTokenHash: string, userId: number): Promise<number | undefined> {
    const saved = await this.responses.findOne({ where: { planTokenHash }, select: { id: true, userId: true } });
    if (saved && saved.userId !== userId) throw new ConflictException(PLAN_TOKEN_MESSAGES.alreadySaved);
    return saved?.id;
  }

  /** False when the row was claimed meanwhile (by a save of another token with the same answers). */
  private async claimForToken(id: number, planTokenHash: string): Promise<boolean> {
    const result = await this.responses.update({ id, planTokenHash: IsNull() }, { planTokenHash });
    return result.affected === 1;
  }

  private insertPlan(record: StoredRecord, { recommendations, safetyNotes, safetyStop }: ComputedPlan): Promise<number> {
    return inTransaction(this.dataSource, async (manager) => {
      const saved = await manager.save(QuizResponseEntity, manager.create(QuizResponseEntity, record));
      await manager.save(
        SupplementRecommendationSetEntity,
        manager.create(SupplementRecommendationSetEntity, { quizResponseId: saved.id, recommendations, safetyNotes, safetyStop }),
      );
      return saved.id;
    });
  }

  async listFor(userId: number): Promise<QuizResponseSummary[]> {
    const responses = await this.responses.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
    const sets = responses.length
      ? await this.sets.createQueryBuilder('set').where('set.quiz_response_id IN (:...ids)', { ids: responses.map((r) => r.id) }).getMany()
      : [];
    const setOf = new Map(sets.map((set) => [set.quizResponseId, set]));
    return responses.map((response) => {
      const set = setOf.get(response.id);
      return {
        id: response.id,
        createdAt: response.createdAt.toISOString(),
        goals: response.goals,
        recommendationCount: set?.recommendations.length ?? 0,
        itemNames: set?.recommendations.map((item) => item.name) ?? [],
        safetyNotes: set?.safetyNotes ?? [],
      };
    });
  }

  /** Another user's id answers exactly like a missing one, so ids cannot be probed. */
  async detailFor(userId: number, id: number): Promise<QuizResponseDetail> {
    const response = await this.responses.findOne({ where: { id, userId } });
    if (!response) throw new NotFoundException('Recommendation not found');
    return this.toDetail(response);
  }

  async recommendationsFor(userId: number, quizResponseId: number): Promise<SupplementRecommendationsResponse> {
    await this.detailFor(userId, quizResponseId);
    const set = await this.sets.findOne({ where: { quizResponseId } });
    if (!set) throw new NotFoundException('Recommendation not found');
    return { success: true, recommendations: set.recommendations, safetyNotes: set.safetyNotes, safetyStop: set.safetyStop };
  }

  /** The latest plan, when it holds the same answers and is recent: a re-submission, however it was saved. */
  private async findDuplicate(record: StoredRecord): Promise<QuizResponseEntity | undefined> {
    const latest = await this.responses.findOne({ where: { userId: record.userId }, order: { createdAt: 'DESC', id: 'DESC' } });
    if (!latest || Date.now() - latest.createdAt.getTime() > DUPLICATE_WINDOW_MS) return undefined;
    const answerKeys = (Object.keys(record) as (keyof typeof record)[]).filter((key) => key !== 'planTokenHash');
    const same = answerKeys.every((key) => JSON.stringify(latest[key]) === JSON.stringify(record[key]));
    return same ? latest : undefined;
  }

  private toDetail(response: QuizResponseEntity): QuizResponseDetail {
    return {
      id: response.id,
      createdAt: response.createdAt.toISOString(),
      age: response.age,
      gender: response.gender,
      lifestyle: response.lifestyle,
      diet: response.diet,
      goals: response.goals,
      healthConcerns: response.healthConcerns,
      currentMedications: response.medicationClasses,
      currentSupplements: response.currentSupplements,
      additionalHealthInfo: response.healthInfoClasses,
      // Ids only are stored; a concept since removed from the knowledge base is left out.
      ...(response.checkedConcepts ? { checked: response.checkedConcepts.flatMap((id) => (CONCEPTS_BY_ID.has(id) ? [conceptRef(CONCEPTS_BY_ID.get(id)!)] : [])) } : {}),
    };
  }
}
