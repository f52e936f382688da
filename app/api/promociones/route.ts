import { getPromotions } from '@/lib/backend'
import { promotionCard } from '@/lib/content/cards'
import { galleryRoute } from '@/lib/content/gallery-route'
import { PROMOTIONS_PAGE_SIZE } from '@/lib/content/page-sizes'

// GET /api/promociones?pagina=N – the next page of promotions for Ver más.
export const GET = galleryRoute(getPromotions, promotionCard, PROMOTIONS_PAGE_SIZE)
