// @loteria/shared: the server-side pieces the site and the reference backend both run: request
// limits, the operator token check, the reCAPTCHA check and the SSE frame reader. The event bus
// (./events), the Redis connection (./redis) and logs and metrics (./observability) have entries
// of their own: they load drivers, or must load in plain Node outside Next's bundles.
export * from './operator-token'
export * from './rate-limit'
export * from './recaptcha-check'
export * from './sse'
export * from './upload-slots'
export * from './upload-deadline'
