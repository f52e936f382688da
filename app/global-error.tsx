'use client'

// The last resort when the root layout itself fails: plain HTML, no providers.
export default function GlobalError({
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  return (
    <html lang="es">
      <body
        style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '3rem 1rem' }}
      >
        <h1>Servicio no disponible</h1>
        <p>
          No pudimos conectarnos con el servicio en este momento. Por favor, intentá de nuevo en
          unos minutos.
        </p>
        <button type="button" onClick={reset} style={{ minHeight: 44, padding: '0 1.5rem' }}>
          Reintentar
        </button>
      </body>
    </html>
  )
}
