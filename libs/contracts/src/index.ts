export * from './api';
export * from './routes';
export * from './texts';
