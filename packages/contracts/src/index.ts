export * from './zod-setup.js';
export * from './errors.js';
export * from './text.js';
export * from './roles.js';
export * from './auth.js';
export * from './common.js';
export * from './locale.js';
export * from './list.js';
