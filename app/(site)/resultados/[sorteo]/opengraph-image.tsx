import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { ImageResponse } from 'next/og'
import { getTranslations } from 'next-intl/server'
import { getPreviousDraws } from '@/lib/backend'
import { drawIdIn } from '@/lib/seo/draw-address'
import { findDrawSummary } from '@/lib/seo/draw-page'
import { SITE_NAME } from '@/lib/site'

// The draw's picture for WhatsApp, Facebook and X: number, date and balls, big enough to read
// on a phone's thumbnail. Prerendered per draw and revalidated with the page (tag `draws`).

export const revalidate = 60
export const size = { width: 1200, height: 630 }
export const contentType = 'image/png'
export const alt = 'Resultados del sorteo'

export async function generateStaticParams() {
  const draws = await getPreviousDraws()
  return draws.map((d) => ({ sorteo: String(d.id) }))
}

// Satori reads TTF, OTF and WOFF, not WOFF2: the static Nunito files of @fontsource/nunito.
const fontFile = (weight: 700 | 800) =>
  readFile(
    path.join(
      process.cwd(),
      `node_modules/@fontsource/nunito/files/nunito-latin-${weight}-normal.woff`,
    ),
  )

// The site's tokens (app/globals.css): satori reads no CSS custom properties.
const COLORS = {
  primary: '#0a3a8c',
  primaryDark: '#062a66',
  accent: '#ffc21a',
  accentContrast: '#1a1a1a',
  ballAlt1: '#ff8a65',
  ballAlt2: '#8fd3ff',
  white: '#ffffff',
}
const BALL_COLORS = [COLORS.accent, COLORS.ballAlt1, COLORS.ballAlt2]

export default async function Image({ params }: { params: Promise<{ sorteo: string }> }) {
  const id = drawIdIn((await params).sorteo)
  const draw = id === undefined ? undefined : await findDrawSummary(id)
  // Answered, not thrown with notFound(): Next keeps a thrown 404 of an image route for good
  // (`revalidate: false`, no tag, a year of s-maxage), so a picture asked for before its draw was
  // played stayed broken after it. An answered 404 is kept as the picture would be:
  // for `revalidate`, with the `draws` tag of the getters it read, so the draw's end renews it.
  if (!draw) return new Response(null, { status: 404 })
  const [t, bold, extraBold] = await Promise.all([
    getTranslations('DrawPage'),
    fontFile(700),
    fontFile(800),
  ])
  const play = draw.plays[0]
  const balls = play?.bolillas.slice(0, 30) ?? []
  // Up to 15 balls in three rows of five, big; more in rows of six.
  const columns = balls.length <= 15 ? 5 : 6
  const ball = balls.length <= 15 ? 100 : 80
  const gap = 12
  const { numero } = draw
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          background: `linear-gradient(135deg, ${COLORS.primary} 0%, ${COLORS.primaryDark} 100%)`,
          color: COLORS.white,
          fontFamily: 'Nunito',
          padding: 56,
        }}
      >
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-between',
            width: 500,
            paddingRight: 24,
          }}
        >
          <div style={{ display: 'flex', fontSize: 36, fontWeight: 700, color: COLORS.accent }}>
            {SITE_NAME}
          </div>
          <div style={{ display: 'flex', flexDirection: 'column' }}>
            <div style={{ fontSize: 48, fontWeight: 700 }}>{t('ogTitle')}</div>
            <div style={{ fontSize: numero.length > 7 ? 88 : 120, fontWeight: 800, lineHeight: 1 }}>
              {numero}
            </div>
            <div style={{ fontSize: 56, fontWeight: 800, marginTop: 16, color: COLORS.accent }}>
              {draw.fecha}
            </div>
          </div>
          <div style={{ display: 'flex', fontSize: 36, fontWeight: 700 }}>
            {play?.nombreJugada ?? ''}
          </div>
        </div>
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            alignContent: 'center',
            gap,
            width: columns * ball + (columns - 1) * gap,
            marginLeft: 'auto',
          }}
        >
          {balls.map((n, i) => (
            <div
              key={`${n}-${i}`}
              style={{
                width: ball,
                height: ball,
                borderRadius: ball,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                background: BALL_COLORS[i % 3],
                color: COLORS.accentContrast,
                fontSize: ball * 0.48,
                fontWeight: 800,
                boxShadow: 'inset 0 -6px 0 rgba(0,0,0,0.18)',
              }}
            >
              {n}
            </div>
          ))}
        </div>
      </div>
    ),
    {
      ...size,
      fonts: [
        { name: 'Nunito', data: bold, weight: 700, style: 'normal' },
        { name: 'Nunito', data: extraBold, weight: 800, style: 'normal' },
      ],
    },
  )
}
