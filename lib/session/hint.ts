// Client-safe: the name of the non-secret cookie that tells static pages a player is logged in.
// It carries no user data; the session itself is the httpOnly cookie of lib/session.
export const SESSION_HINT_COOKIE = 'loteria_sesion_activa'
