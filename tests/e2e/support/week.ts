// The draw on sale as a spec's own server answers it, and a date as the site writes it: what the
// week's specs (tests/e2e/live) compare every surface with.

export interface OpenDraw {
  id: number
  identificador: string
  fecha: string
  cierreVentas?: string
  fase?: string
}

export async function openDrawAt(base: string): Promise<OpenDraw> {
  const body = (await (await fetch(`${base}/servicios/rest/sorteos/actual`)).json()) as {
    datos: OpenDraw
  }
  return body.datos
}

/** `29/11/2026`, in Asunción. */
export const dateOf = (iso: string) =>
  new Intl.DateTimeFormat('es-PY', {
    timeZone: 'America/Asuncion',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso))
