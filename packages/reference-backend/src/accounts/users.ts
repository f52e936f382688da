import { eq, sql } from 'drizzle-orm'
import type { ProfileChanges } from '@loteria/contract'
import type { Executor } from '../db/executor'
import { countries, users } from '../db/schema'

// How a player is found and shown: the login answer's user and the full profile
// (docs/product.md §3).

export type User = typeof users.$inferSelect

export async function findUserByEmail(db: Executor, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
  return user
}

export async function findUser(db: Executor, id: number): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id))
  return user
}

/** The `usuario` of the login answer. */
export function loginUser(user: User) {
  return {
    id: user.id,
    email: user.email,
    nombre: user.nombre,
    apellido: user.apellido,
    documento: user.documento,
    telefono: user.telefono,
    verificado: user.verificado,
  }
}

/** The full profile of `GET rest/usuarios/:id`; birth date as `yyyy-MM-dd 00:00:00`. */
export async function findProfile(db: Executor, id: number) {
  const [row] = await db
    .select({ user: users, paisNombre: countries.paisNombre })
    .from(users)
    .innerJoin(countries, eq(countries.id, users.codigoPais))
    .where(eq(users.id, id))
  if (!row) return undefined
  const { user } = row
  return {
    id: user.id,
    nombre: user.nombre,
    apellido: user.apellido,
    direccionParticular: user.direccionParticular,
    telefono: user.telefono,
    tipoDocumento: user.tipoDocumento,
    documento: user.documento,
    codigoPais: user.codigoPais,
    paisNombre: row.paisNombre,
    sexo: user.sexo,
    codigoDepartamento: user.codigoDepartamento,
    codigoCiudad: user.codigoCiudad,
    email: user.email,
    fechaNacimiento: `${user.fechaNacimiento} 00:00:00`,
    aceptarTerminos: user.aceptarTerminos,
    recibirNotificaciones: user.recibirNotificaciones,
    validado: user.validado,
    verificado: user.verificado,
  }
}

/** PUT rest/usuarios: the checked changes (validation/profile.ts) over the player's row. */
export async function updateProfile(
  db: Executor,
  id: number,
  changes: Omit<ProfileChanges, 'id'>,
): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, id))
}
