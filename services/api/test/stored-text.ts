import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';

/** Every text cell of every table, so a leak of what a user typed is found wherever it landed. */
export async function everyStoredText(app: NestExpressApplication): Promise<string> {
  const dataSource = app.get(DataSource);
  const dumps: string[] = [];
  for (const table of dataSource.entityMetadatas.map((meta) => meta.tableName)) {
    dumps.push(JSON.stringify(await dataSource.query(`SELECT * FROM ${table}`)));
  }
  return dumps.join('\n');
}
