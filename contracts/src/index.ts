export * from './messages';
export * from './roles';
export * from './errors';
export * from './entities';
export * from './auth';
export * from './remotes';
export * from './search';
export * from './formats';
