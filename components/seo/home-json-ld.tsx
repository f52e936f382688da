import { getSiteConfig } from '@/lib/backend'
import { siteUrl } from '@/lib/config'
import { homeGraph } from '@/lib/seo/structured-data'
import { SITE_NAME } from '@/lib/site'
import { JsonLd } from './json-ld'

/** The home page's Organization and WebSite, with the social profiles of the site config. */
export async function HomeJsonLd() {
  const config = await getSiteConfig()
  const sameAs = [config.urlFacebook, config.urlTwitter, config.urlYoutube, config.urlInstagram]
    .map((url) => url.trim())
    .filter((url) => /^https:\/\/[^\s"]+$/.test(url))
  return <JsonLd data={homeGraph({ base: siteUrl(), name: SITE_NAME }, sameAs)} />
}
