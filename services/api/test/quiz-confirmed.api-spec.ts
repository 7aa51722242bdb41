import { CONFIRMED_CONCEPTS_MAX, type QuizAnswers, type QuizResponseDetail, type QuizSubmitResponse } from '@sahha/contracts/quiz';

import { ApiClient, newAccount } from './api-client';
import { useTestApp } from './create-test-app';
import { everyStoredText } from './stored-text';
import { testDatabases } from './test-databases';
import { quizAnswers } from './quiz-answers';

const answers = (overrides: Partial<QuizAnswers> = {}): QuizAnswers => quizAnswers({ age: '36-45', diet: 'omnivore', goals: ['energy', 'aging'], ...overrides });

/** What the engine made of the answers: the plan without the token, which differs on every call. */
const planOf = ({ recommendations, safetyNotes, safetyStop, screening }: QuizSubmitResponse) => ({ recommendations, safetyNotes, safetyStop, screening });

describe.each(testDatabases())('quiz submit with confirmed concepts on $name', (db) => {
  const setup = useTestApp(db, { env: { THROTTLE_AUTH_LIMIT: '1000' } });

  async function submit(body: unknown, status = 200): Promise<QuizSubmitResponse> {
    return (await new ApiClient(setup.app).send('post', '/api/quiz/submit', body, status)).body as QuizSubmitResponse;
  }

  it('counts a picked concept with no text exactly as the same medicine typed', async () => {
    const typed = await submit(answers({ currentMedications: 'warfarin', currentMedications_text: 'warfarin' }));
    const picked = await submit(answers({ currentMedications: '', confirmed: { medications: [{ id: 'warfarin', state: 'taking' }] } }));
    expect(picked.screening.medicationClasses).toEqual(['anticoagulant']);
    expect(planOf(picked)).toEqual(planOf(typed));
    expect(picked.checked).toEqual([{ id: 'warfarin', classes: ['anticoagulant'], term: 'warfarin' }]);
  });

  it('leaves out a removed chip and a stopped chip, whatever the text says', async () => {
    const none = await submit(answers());
    for (const state of ['removed', 'stopped'] as const) {
      const res = await submit(answers({ currentMedications: 'warfarin 5mg', currentMedications_text: 'warfarin 5mg', confirmed: { medications: [{ id: 'warfarin', state }] } }));
      expect(res.screening.medicationClasses).toEqual([]);
      expect(res.checked).toEqual([]);
      expect(res.recommendations).toEqual(none.recommendations);
    }
    const notPregnant = await submit(answers({ additionalHealthInfo: 'pregnant', confirmed: { healthInfo: [{ id: 'cond-pregnancy', state: 'not' }] } }));
    expect(notPregnant.screening.healthInfoClasses).toEqual([]);
  });

  it('counts what the reader set aside once the person says "still taking", and reads the rest of the text as before', async () => {
    const res = await submit(
      answers({ currentMedications: 'stopped warfarin, Concor 5', currentMedications_text: 'stopped warfarin, Concor 5', confirmed: { medications: [{ id: 'warfarin', state: 'taking' }] } }),
    );
    expect(res.screening.medicationClasses).toEqual(['anticoagulant', 'blood_pressure']);
    expect(res.checked?.map((c) => c.id)).toEqual(['bisoprolol', 'warfarin']);
  });

  it('answers 400 with a field message to an unknown id, a bad state, a repeated id and too long a list', async () => {
    const cases: [QuizAnswers['confirmed'], string][] = [
      [{ medications: [{ id: 'not-a-concept', state: 'taking' }] }, 'confirmed.medications.0.id must be a concept of our knowledge base'],
      [{ healthInfo: [{ id: 'cond-pregnancy', state: 'taking' as never }] }, 'confirmed.healthInfo.0.state must be one of: has, not, removed'],
      [{ medications: [{ id: 'warfarin', state: 'taking' }, { id: 'warfarin', state: 'stopped' }] }, 'confirmed.medications must not list a concept twice'],
      [
        { medications: Array.from({ length: CONFIRMED_CONCEPTS_MAX + 1 }, () => ({ id: 'warfarin', state: 'taking' as const })) },
        `confirmed.medications allows at most ${CONFIRMED_CONCEPTS_MAX} concepts`,
      ],
    ];
    for (const [confirmed, message] of cases) {
      const res = (await new ApiClient(setup.app).send('post', '/api/quiz/submit', answers({ confirmed }), 400)).body as { message: string[] };
      expect(res.message).toEqual(expect.arrayContaining([message]));
    }
    // An empty answer still needs an option or text unless a confirmed concept answers it.
    const empty = (await new ApiClient(setup.app).send('post', '/api/quiz/submit', answers({ currentMedications: '', confirmed: { medications: [{ id: 'warfarin', state: 'stopped' }] } }), 400))
      .body as { message: string[] };
    expect(empty.message).toEqual(expect.arrayContaining(['currentMedications needs an option or some text']));
  });

  it('saves the concept ids and classes of a signed-in plan and of a visitor’s token, never the text', async () => {
    const typed = 'Marevan since Ramadan, xyzqual for my knees';
    const body = answers({
      currentMedications: typed,
      currentMedications_text: typed,
      additionalHealthInfo: 'mama 7amel',
      confirmed: { medications: [{ id: 'warfarin', state: 'taking' }], healthInfo: [{ id: 'cond-pregnancy', state: 'removed' }] },
    });
    const user = new ApiClient(setup.app);
    await user.send('post', '/api/register', newAccount(), 201);
    const saved = (await user.send('post', '/api/quiz/submit', body, 200)).body as QuizSubmitResponse;
    const detail = (await user.agent.get(`/api/quiz-responses/${saved.quizResponseId}`).expect(200)).body as QuizResponseDetail;
    expect(detail.checked).toEqual([{ id: 'warfarin', classes: ['anticoagulant'], term: 'warfarin' }]);
    expect(detail.currentMedications).toEqual(['anticoagulant']);

    const visitor = new ApiClient(setup.app);
    const { planToken } = (await visitor.send('post', '/api/quiz/submit', body, 200)).body as QuizSubmitResponse;
    await visitor.send('post', '/api/register', newAccount(), 201);
    const fromToken = (await visitor.send('post', '/api/quiz/save-plan', { planToken }, 200)).body as { quizResponseId: number };
    const tokenDetail = (await visitor.agent.get(`/api/quiz-responses/${fromToken.quizResponseId}`).expect(200)).body as QuizResponseDetail;
    expect(tokenDetail.checked).toEqual(detail.checked);

    const stored = (await everyStoredText(setup.app)).toLowerCase();
    for (const word of ['marevan', 'ramadan', 'xyzqual', 'knees', 'mama', '7amel']) expect(stored).not.toContain(word);
  });
});
