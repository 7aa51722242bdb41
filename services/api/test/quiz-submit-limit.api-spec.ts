import { QUIZ_SUBMIT_THROTTLE_MESSAGE } from '../src/quiz/submit-throttle';
import { ApiClient, newAccount } from './api-client';
import { useTestApp } from './create-test-app';
import { quizAnswers } from './quiz-answers';
import { testDatabases } from './test-databases';

const LIMIT = 3;

const answers = () => quizAnswers({ gender: 'male', age: '36-45', diet: 'omnivore', goals: ['energy'], lifestyle: 'active' });

describe.each(testDatabases())('THROTTLE_QUIZ_SUBMIT_LIMIT on $name', (db) => {
  const setup = useTestApp(db, { env: { THROTTLE_QUIZ_SUBMIT_LIMIT: String(LIMIT), THROTTLE_AUTH_LIMIT: '1000' } });

  it('allows the limit of submits per IP per minute, then answers 429 with a clear message; a signed-in account counts on its own', async () => {
    // Visitors in separate sessions from one address share the IP's count.
    for (let i = 0; i < LIMIT; i++) await new ApiClient(setup.app).send('post', '/api/quiz/submit', answers(), 200);
    const limited = await new ApiClient(setup.app).send('post', '/api/quiz/submit', answers(), 429);
    expect(limited.body).toEqual({ statusCode: 429, message: QUIZ_SUBMIT_THROTTLE_MESSAGE, error: 'Too Many Requests' });

    // Someone signed in behind the same address (an office, a mobile carrier) is counted per account.
    const member = new ApiClient(setup.app);
    await member.register(newAccount(), 201);
    for (let i = 0; i < LIMIT; i++) await member.send('post', '/api/quiz/submit', answers(), 200);
    await member.send('post', '/api/quiz/submit', answers(), 429);
  });
});
