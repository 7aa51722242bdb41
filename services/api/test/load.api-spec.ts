import type { NestExpressApplication } from '@nestjs/platform-express';
import { CSRF_HEADER, type CheckInSubmission } from '@sahha/contracts';
import { DataSource } from 'typeorm';

import { CheckInEntity } from '../src/check-ins/check-in.entity';
import { FeedbackEntity } from '../src/feedback/feedback.entity';
import { ApiClient, newAccount } from './api-client';
import { createTestApp } from './create-test-app';
import { testDatabases } from './test-databases';

/** QUALITY.md "Concurrency": 50 concurrent writers, each storing 20 check-ins and 20 feedback entries. */
const WRITERS = 50;
const WRITES_PER_WRITER = 20;

interface Writer {
  client: ApiClient;
  userId: number;
  /** Tells this writer's rows apart from every other writer's. */
  tag: string;
}

/** One check-in as the weekly form sends it (the server dates it). */
function checkInOf(writer: Writer, index: number): CheckInSubmission {
  return {
    energyLevel: (index % 10) + 1,
    sleepQuality: ((index + 3) % 10) + 1,
    mood: ((index + 6) % 10) + 1,
    adherence: (index % 11) * 10,
    improvements: index % 2 === 0 ? ['energy', 'sleep'] : null,
    sideEffects: null,
    notes: `${writer.tag} check-in ${index}`,
  };
}

/** Writers send their own requests one after another, as a person would; the 50 writers run at once. */
async function writeAll(writer: Writer): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < WRITES_PER_WRITER; index += 1) {
    const [checkIn, feedback] = await Promise.all([
      writer.client.agent
        .post('/api/check-in')
        .set(CSRF_HEADER, await writer.client.csrfToken())
        .send({ userId: writer.userId, checkIn: checkInOf(writer, index) }),
      writer.client.agent
        .post('/api/feedback')
        .set(CSRF_HEADER, await writer.client.csrfToken())
        .send({ rating: (index % 5) + 1, comment: `${writer.tag} feedback ${index}` }),
    ]);
    statuses.push(checkIn.status, feedback.status);
  }
  return statuses;
}

describe.each(testDatabases())('load without loss on $name', (db) => {
  let app: NestExpressApplication;
  let dataSource: DataSource;
  let writers: Writer[];

  beforeAll(async () => {
    app = await createTestApp({
      database: await db.create(),
      // No demo account: its seeded check-ins would join the rows counted here.
      env: { THROTTLE_AUTH_LIMIT: '100000', THROTTLE_FEEDBACK_LIMIT: '100000', SEED_DEMO: 'false' },
    });
    // A real listening socket: concurrent requests then share one server, as in production.
    await app.listen(0, '127.0.0.1');
    dataSource = app.get(DataSource);
    writers = await Promise.all(
      Array.from({ length: WRITERS }, async (_unused, index): Promise<Writer> => {
        const client = new ApiClient(app);
        const res = await client.register(newAccount(), 201);
        return { client, userId: res.body.user.id as number, tag: `writer-${index}` };
      }),
    );
  }, 120_000);

  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  it(
    'stores every one of 1,000 check-ins and 1,000 feedback entries exactly once',
    async () => {
      const statuses = (await Promise.all(writers.map(writeAll))).flat();
      expect(statuses.filter((status) => status !== 201)).toEqual([]);

      const checkIns = await dataSource.getRepository(CheckInEntity).find();
      expect(checkIns).toHaveLength(WRITERS * WRITES_PER_WRITER);
      for (const writer of writers) {
        const own = checkIns.filter((row) => row.userId === writer.userId);
        // Each writer's rows, complete and each once: the notes name the writer and the index.
        expect(own.map((row) => row.notes).sort()).toEqual(
          Array.from({ length: WRITES_PER_WRITER }, (_unused, index) => `${writer.tag} check-in ${index}`).sort(),
        );
        expect(new Set(own.map((row) => row.id)).size).toBe(WRITES_PER_WRITER);
      }

      const feedback = await dataSource.getRepository(FeedbackEntity).find();
      expect(feedback).toHaveLength(WRITERS * WRITES_PER_WRITER);
      const expectedComments = writers.flatMap((writer) =>
        Array.from({ length: WRITES_PER_WRITER }, (_unused, index) => `${writer.tag} feedback ${index}`),
      );
      expect(feedback.map((row) => row.comment).sort()).toEqual(expectedComments.sort());
    },
    180_000,
  );
});
