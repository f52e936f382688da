export default function Page() {
  return (
    <main>
      <h1>Resultados del sorteo</h1>
      <p>
        Una página sin componentes de cliente: lo que cuesta Next.js solo, con React y su router.
      </p>
    </main>
  )
}
