export * from './accounts.ts';
export * from './categories.ts';
export * from './contact.ts';
export * from './countries.ts';
export * from './enums.ts';
export * from './password-reset.ts';
export * from './validation.ts';
