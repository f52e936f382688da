import { bannerSchema as contractBannerSchema, listOf } from '@loteria/contract'
import { safeLinkUrl } from '@/lib/safe-link'

// The contract's banner with its button link filtered here, on the server: http(s) or a same-site
// path, else '' (no button).
export const bannerSchema = contractBannerSchema.transform((banner) => ({
  ...banner,
  linkUrl: safeLinkUrl(banner.linkUrl),
}))
export const bannerListSchema = listOf(bannerSchema)
