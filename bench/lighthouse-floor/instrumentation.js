// Present so that Next.js does not take the site's own instrumentation from the folder above.
export function register() {}
