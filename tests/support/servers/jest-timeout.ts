// `testTimeout` is a global jest option and is ignored inside `projects`, so the contract project
// sets its default here. It covers hooks too: stopping a server waits for its keep-alive
// connections to end (up to Node's 5 s, lib/observability/http-hook.mjs), longer than jest's 5 s.
jest.setTimeout(30_000)
