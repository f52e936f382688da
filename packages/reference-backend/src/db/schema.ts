// The embedded backend's tables, one file per domain. Each domain adds its tables in its own file,
// re-exported here (drizzle.config.ts and the Drizzle client read this module), and a migration.

export * from './content-schema'
export * from './accounts-schema'
export * from './draws-schema'
export * from './buying-schema'
export * from './cards-schema'
export * from './prizes-schema'
export * from './alerts-schema'
export * from './responsible-play-schema'
export * from './live-schema'
