import { asc } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { configItems, faqs, footerLinks, siteConfig } from '../db/schema'
import { withTaxRate } from '../prizes/tax-text'

// What the site reads about itself: its configuration, the footer's links and the FAQ.

export type SiteConfig = Omit<typeof siteConfig.$inferSelect, 'id'>

/** The one site configuration row (the first, should there be more), without its id. */
export async function findSiteConfig(db: Executor): Promise<SiteConfig | undefined> {
  const [config] = await db.select().from(siteConfig).orderBy(asc(siteConfig.id)).limit(1)
  if (!config) return undefined
  const { id: _id, ...rest } = config
  return rest
}

export function configurationItems(db: Executor) {
  return db.select().from(configItems).orderBy(asc(configItems.nombre))
}

export function footerLinkList(db: Executor) {
  return db
    .select({ titulo: footerLinks.titulo, file: footerLinks.file })
    .from(footerLinks)
    .orderBy(asc(footerLinks.orden), asc(footerLinks.id))
}

/** The answers name the prize tax through a placeholder, filled here (prizes/tax-text.ts). */
export async function faqList(db: Executor) {
  const answers = await db
    .select({ pregunta: faqs.pregunta, respuesta: faqs.respuesta })
    .from(faqs)
    .orderBy(asc(faqs.orden), asc(faqs.id))
  return answers.map((faq) => ({ ...faq, respuesta: withTaxRate(faq.respuesta) }))
}
