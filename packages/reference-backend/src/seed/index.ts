import { count } from 'drizzle-orm'
import type { Database } from '../db/client'
import * as schema from '../db/schema'
import { seedAccounts } from './accounts'
import { seedBuying } from './buying'
import { seedDemoHistory } from './demo-history'
import * as content from './content-data'
import { seedDraws } from './draws'
import * as geo from './geo-data'
import { seedPrizes } from './prizes'

// Demo data, written once into an empty database. Deterministic, so that a build worker's
// in-memory database and a fresh .data/ folder hold the same content. Each domain seeds on its own
// check, so a database seeded before a domain existed gets that domain's data on the next start.

export async function seedDatabase(db: Database): Promise<void> {
  await seedContent(db)
  await seedAccounts(db)
  await seedDraws(db)
  await seedBuying(db)
  await seedDemoHistory(db)
  await seedPrizes(db)
}

async function seedContent(db: Database): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(schema.siteConfig)
  if ((existing?.n ?? 0) > 0) return
  await db.transaction(async (tx) => {
    await tx.insert(schema.countries).values(geo.countries)
    await tx.insert(schema.departments).values(geo.departments)
    await tx.insert(schema.cities).values(geo.cities)
    await tx.insert(schema.infoPages).values(content.infoPages)
    await tx.insert(schema.faqs).values(content.faqs)
    await tx.insert(schema.footerLinks).values(content.footerLinks)
    await tx.insert(schema.configItems).values(content.configItems)
    await tx.insert(schema.banners).values(content.banners)
    await tx.insert(schema.promotions).values(content.promotions)
    await tx.insert(schema.commitments).values(content.commitments)
    await tx.insert(schema.prizeItems).values(content.prizeItems)
    await tx.insert(schema.distributors).values(content.distributors)
    // Last: its presence marks a seeded database.
    await tx.insert(schema.siteConfig).values(content.siteConfigRow)
  })
}
