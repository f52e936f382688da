import { asc, eq } from 'drizzle-orm'
import type { Executor } from '../db/executor'
import { banners, commitments, prizeItems } from '../db/schema'

// The home page's pieces: the banner gallery, the prizes on show and the commitments picked for it.

export function bannerGallery(db: Executor) {
  return db
    .select({
      foto: banners.foto,
      fotoMovil: banners.fotoMovil,
      activo: banners.activo,
      titulo: banners.titulo,
      textoUrl: banners.textoUrl,
      linkUrl: banners.linkUrl,
    })
    .from(banners)
    .orderBy(asc(banners.orden), asc(banners.id))
}

export function homePrizeItems(db: Executor) {
  return db
    .select({
      nombre: prizeItems.nombre,
      foto: prizeItems.foto,
      tipo_premio: prizeItems.tipoPremio,
      descripcion: prizeItems.descripcion,
    })
    .from(prizeItems)
    .orderBy(asc(prizeItems.orden), asc(prizeItems.id))
}

export function homeCommitments(db: Executor) {
  return db
    .select({
      titulo: commitments.titulo,
      foto: commitments.foto,
      contenido: commitments.contenido,
    })
    .from(commitments)
    .where(eq(commitments.enInicio, true))
    .orderBy(asc(commitments.orden), asc(commitments.id))
}
