// The floor of `npm run lighthouse`: the smallest App Router page, built and measured beside the
// site's pages in the same run, so a figure can be read against what Next.js itself costs here.
export const metadata = { title: 'Piso de Next.js', description: 'Una página mínima de Next.js' }

export default function RootLayout({ children }) {
  return (
    <html lang="es">
      <body>{children}</body>
    </html>
  )
}
