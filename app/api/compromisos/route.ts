import { getCommitments } from '@/lib/backend'
import { commitmentCard } from '@/lib/content/cards'
import { galleryRoute } from '@/lib/content/gallery-route'
import { COMMITMENTS_PAGE_SIZE } from '@/lib/content/page-sizes'

// GET /api/compromisos?pagina=N – the next page of social commitments for Ver más.
export const GET = galleryRoute(getCommitments, commitmentCard, COMMITMENTS_PAGE_SIZE)
