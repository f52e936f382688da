/** @jest-environment node */
import { renderToString } from 'react-dom/server'
import { NextIntlClientProvider } from 'next-intl'
import { Countdown, usePassed } from '@/components/ui/countdown'
import messages from '@/messages/es.json'

// A countdown's HTML holds its value at the instant the page was rendered, in the one
// countdown style, so the first paint is complete and nothing changes size when scripts arrive.

const AHORA = Date.parse('2026-11-25T15:00:00.000Z')

function html(node: React.ReactNode) {
  return renderToString(
    <NextIntlClientProvider locale="es" messages={messages} timeZone="America/Asuncion">
      {node}
    </NextIntlClientProvider>,
  )
}

const text = (markup: string) => markup.replace(/<[^>]+>/g, '').replace(/&nbsp;|\u00a0/g, ' ')

it('renders the time left at the render instant on the server', () => {
  const markup = html(
    <Countdown hasta="2026-11-27T19:32:05.000Z" label="Falta para el sorteo" ahora={AHORA} />,
  )
  expect(text(markup)).toBe('2 días 04 h 32 min 05 s')
  expect(markup).toContain('role="timer"')
})

it('leaves the days out under one day', () => {
  const markup = html(
    <Countdown hasta="2026-11-25T15:00:09.000Z" label="Las ventas cierran en" ahora={AHORA} />,
  )
  expect(text(markup)).toBe('00 h 00 min 09 s')
})

it('knows on the server whether the instant has passed', () => {
  function Passed({ hasta }: { hasta: string }) {
    return <>{usePassed(hasta, AHORA) ? 'pasó' : 'falta'}</>
  }
  expect(text(html(<Passed hasta="2026-11-25T14:59:59.000Z" />))).toBe('pasó')
  expect(text(html(<Passed hasta="2026-11-25T15:00:01.000Z" />))).toBe('falta')
})
