import { readFileSync, statSync } from 'node:fs';

import { BadRequestException } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FEED_MAX_CHARACTERS, type FeedPreviewResponse, type FeedRowError } from '@sahha/contracts/catalog-admin';

import { AppModule } from '../../app.module';
import { type AppConfig, ConfigError, loadConfig } from '../../config/app-config';
import { FeedImportService } from './feed-import.service';
import type { OfferAuthor } from './offer-writes';

export const CLI_AUTHOR: OfferAuthor = { source: 'cli', by: 'cli' };
export const CATALOG_IMPORT_USAGE = 'Usage: npm run catalog:import -- --retailer <store key> --file <feed.tsv|.csv|.xml> [--apply]';

type Output = Pick<Console, 'log' | 'error'>;

interface ImportArgs {
  retailer: string;
  file: string;
  apply: boolean;
}

export function parseImportArgs(argv: readonly string[]): ImportArgs | null {
  let retailer: string | undefined;
  let file: string | undefined;
  let apply = false;
  for (let at = 0; at < argv.length; at += 1) {
    const arg = argv[at];
    if (arg === '--apply') apply = true;
    else if (arg === '--retailer' && at + 1 < argv.length) retailer = argv[(at += 1)];
    else if (arg === '--file' && at + 1 < argv.length) file = argv[(at += 1)];
    else return null;
  }
  return retailer && file ? { retailer, file, apply } : null;
}

function printErrors(output: Output, errors: FeedRowError[]): void {
  for (const error of errors) output.error(`row ${error.row}, ${error.field}: ${error.message}`);
}

/** The preview in a few lines: the format, what applying would do, and which matches are missing. */
export function previewSummary(preview: FeedPreviewResponse): string[] {
  const count = (test: (row: FeedPreviewResponse['rows'][number]) => boolean) => preview.rows.filter(test).length;
  const confirmed = (change: string) => count((row) => row.match === 'confirmed' && row.change === change);
  return [
    `${preview.format.toUpperCase()} feed: ${preview.rows.length} readable rows, ${preview.errors.length} errors`,
    `Applying would create ${confirmed('new-offer')} offers, change ${confirmed('changed')}, leave ${confirmed('unchanged')} unchanged and not import ${confirmed('not-imported')}`,
    `Not confirmed yet: ${count((row) => row.match === 'suggested')} suggested, ${count((row) => row.match === 'none')} unmatched (confirm them once in the admin Catalog area)`,
  ];
}

/**
 * `npm run catalog:import`: a store's merchant feed previewed, or applied with --apply, by the
 * same code as the admin Catalog area (changes recorded as source 'cli', by 'cli'). New matches
 * are confirmed in the Catalog area; the job then reuses them. Answers the exit code: 0 when the
 * feed is (or would be) applied, 1 on any row error or unconfirmed item, 2 on bad usage.
 */
export async function runCatalogImport(argv: readonly string[], env: NodeJS.ProcessEnv = process.env, output: Output = console): Promise<number> {
  const args = parseImportArgs(argv);
  if (!args) {
    output.error(CATALOG_IMPORT_USAGE);
    return 2;
  }
  let config: AppConfig;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    output.error(`Invalid configuration: ${error.message}`);
    return 2;
  }
  let content: string;
  try {
    // Refused before reading: a feed is read whole, and at most FEED_MAX_CHARACTERS (UTF-8: at most four bytes each).
    if (statSync(args.file).size > FEED_MAX_CHARACTERS * 4) throw new Error(`larger than ${FEED_MAX_CHARACTERS} characters`);
    content = readFileSync(args.file, 'utf8');
    if (content.length > FEED_MAX_CHARACTERS) throw new Error(`larger than ${FEED_MAX_CHARACTERS} characters`);
  } catch (error) {
    output.error(`Cannot read ${args.file}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }

  // The API's own modules on the API's configuration (database migrated under the setup lock as a
  // starting replica does; Redis, so every replica hears the cache invalidation), without HTTP;
  // one screening thread is plenty for a job that never screens.
  const app = await NestFactory.createApplicationContext(AppModule.register({ ...config, screeningThreads: 1 }), { logger: ['error', 'warn'], abortOnError: false });
  try {
    const feeds = app.get(FeedImportService);
    const request = { retailerKey: args.retailer, content };
    let preview: FeedPreviewResponse;
    try {
      preview = await feeds.preview(request);
    } catch (error) {
      if (!(error instanceof BadRequestException)) throw error;
      output.error(`Unknown store "${args.retailer}"`);
      return 2;
    }
    for (const line of previewSummary(preview)) output.log(line);
    printErrors(output, preview.errors);
    if (!args.apply) {
      const undecided = preview.rows.filter((row) => row.match !== 'confirmed').length;
      return preview.errors.length === 0 && undecided === 0 ? 0 : 1;
    }
    try {
      const applied = await feeds.apply(request, CLI_AUTHOR);
      output.log(`Applied: ${applied.created} created, ${applied.updated} changed, ${applied.unchanged} unchanged, ${applied.notImported} not imported`);
      return 0;
    } catch (error) {
      if (!(error instanceof BadRequestException)) throw error;
      output.error('Nothing was applied:');
      const shown = new Set(preview.errors.map((row) => JSON.stringify(row)));
      printErrors(output, ((error.getResponse() as { errors?: FeedRowError[] }).errors ?? []).filter((row) => !shown.has(JSON.stringify(row))));
      return 1;
    }
  } finally {
    await app.close();
  }
}
