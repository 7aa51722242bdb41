export * from './api';
export * from './routes';
export * from './texts';
export * from './auth-texts';
export * from './quiz';
export * from './content';
export * from './site-config';
export * from './search';
