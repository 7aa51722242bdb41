// A separate entry point so yup is downloaded only by screens with forms, not by the first paint.
export * from './auth-schemas';
