export * from './api';
export * from './routes';
export * from './texts';
export * from './auth-texts';
export * from './quiz';
