export * from './account-email-texts';
export * from './email-address';
export * from './account-texts';
export * from './person-name';
