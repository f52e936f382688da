/** Next.js's defaults: the floor measures the framework, not the site's configuration. */
const config = {}

export default config
