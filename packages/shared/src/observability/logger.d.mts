export type LogFields = Record<string, unknown>
type Log = (msg: string, fields?: LogFields) => void
export const logger: { debug: Log; info: Log; warn: Log; error: Log }
export function errorFields(error: unknown, options?: { stack?: boolean }): LogFields
