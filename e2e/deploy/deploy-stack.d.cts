// Types of deploy-stack.cjs (plain JavaScript so that tools/bench-api.mjs can run it without a compiler).

export const repoRoot: string;
export const DEFAULT_DEPLOY_DATABASE_URL: string;
export const REPLICA_NAMES: readonly string[];

export interface DeployPorts {
  nginx: number;
  apis: number[];
  redis: number;
  /** By container name of deploy/remotes.compose.json (mf_quiz, …). */
  remotes: Record<string, number>;
}

export interface DeployStackOptions {
  ports?: Partial<DeployPorts>;
  databaseUrl?: string;
  replicaEnv?: Record<string, string>;
  nginxWorkers?: 'auto' | number;
  accessLog?: boolean;
  keepWorkDir?: boolean;
}

export interface DeployReplica {
  name: string;
  port: number;
  pid: number;
  url: string;
  logFile: string;
}

export interface DeployStack {
  baseUrl: string;
  databaseUrl: string;
  redisUrl: string;
  workDir: string;
  accessLogFile: string;
  replicas: DeployReplica[];
  routeTo(names: readonly string[]): Promise<void>;
  stop(): Promise<void>;
}

export function composeRemotes(): { container: string; app: string; composePort: number }[];
export function checkDeployPrerequisites(databaseUrl?: string): Promise<{ nginx: string; redisServer: string }>;
export function recreateDatabase(databaseUrl: string): Promise<void>;
export function queryDatabase<Row = Record<string, unknown>>(databaseUrl: string, sql: string): Promise<Row[]>;
export function startDeployStack(options?: DeployStackOptions): Promise<DeployStack>;
export function readAccessLog(file: string): string[];
export function migrationTimestamps(): number[];
