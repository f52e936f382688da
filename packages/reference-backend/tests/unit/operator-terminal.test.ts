import type { OperatorClient } from '../../src/operator/client'
import { contactos } from '../../src/operator/commands/contactos'
import { correos } from '../../src/operator/commands/correos'
import { installVisibleConsole, visible, visibleLines } from '../../src/operator/terminal'

// Issue 37 (docs/history.md): what a player types in the contact form reached the operator's
// terminal raw through `npm run operator -- contactos` / `correos`.

/** Anything a terminal would obey: C0 but LF, DEL, C1, bidi controls, line separators. */
const OBEYED =
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/

const ATTACK =
  'Ana\u001b[2K\u001b[1A\r#1  01/01/2026 00:00  Operador <op@x>\u001b[8m oculto\u009b\u202eetouq'

function clientAnswering(rows: unknown[]): OperatorClient {
  return { get: async () => rows } as unknown as OperatorClient
}

async function printed(run: () => Promise<void>): Promise<string> {
  const log = jest.spyOn(console, 'log').mockImplementation(() => undefined)
  const restore = installVisibleConsole()
  try {
    await run()
    return log.mock.calls.map((call) => call.join(' ')).join('\n')
  } finally {
    restore()
    log.mockRestore()
  }
}

describe('operator CLI output', () => {
  test('control characters are shown escaped, on one line', () => {
    expect(visible('a\u001b[2Kb\r\nc\u202ed\u0085')).toBe('a\\x1b[2Kb\\x0d\\nc\\u202ed\\x85')
    expect(visibleLines('uno\ndos\u0007')).toBe('uno\ndos\\x07')
  })

  test('contactos prints a hostile message visibly, and no forged row', async () => {
    const row = {
      id: 7,
      nombre: ATTACK,
      email: 'a@b.py\n#8  falso',
      telefono: '0981\u0008\u0008',
      mensaje: `Hola\n${ATTACK}`,
      creadoEn: '2026-11-20T12:00:00.000Z',
    }
    const out = await printed(() => contactos.run([], clientAnswering([row])))
    expect(out).not.toMatch(OBEYED)
    expect(out).toContain('Ana\\x1b[2K\\x1b[1A\\x0d#1')
    expect(out).toContain('\\u202eetouq')
    // Only the real row starts a line with '#'; the forged ones stay inside their fields.
    expect(out.split('\n').filter((line) => line.startsWith('#'))).toHaveLength(1)
  })

  test('correos prints subjects and bodies visibly', async () => {
    const row = {
      id: 3,
      para: 'x@y.py',
      asunto: `Re: ${ATTACK}`,
      cuerpo: `Línea\r\n${ATTACK}`,
      enlace: 'https://a.py/\u001b]8;;https://evil\u0007',
      creadoEn: '2026-11-20T12:00:00.000Z',
    }
    const out = await printed(() => correos.run([], clientAnswering([row])))
    expect(out).not.toMatch(OBEYED)
    expect(out).toContain('\\x1b]8;;https://evil\\x07')
    expect(out.split('\n').filter((line) => line.startsWith('#'))).toHaveLength(1)
  })

  test('any line printed through the console is neutralised', async () => {
    const out = await printed(async () => console.log('mensaje: %s', '\u001b[31mrojo\u009b'))
    expect(out).toBe('mensaje: \\x1b[31mrojo\\x9b')
  })
})
