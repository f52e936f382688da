// Runs in the browser before the site's own code. zod checks once, at its first parse, whether it
// may compile its parsers with `Function`; the site's Content-Security-Policy forbids that (no
// 'unsafe-eval'), so the check itself is reported as a policy violation (in the browser's issues
// and in Lighthouse's best practices, on every page with a form or a zod-read answer). Telling zod
// up front that it runs without compiling skips the check. Set on zod's own global
// (`globalThis.__zod_globalConfig`, which zod/v4/core reads and fills), so no zod code loads here.

type ZodConfigScope = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } }

const scope = globalThis as ZodConfigScope
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true }
