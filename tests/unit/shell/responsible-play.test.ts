/** @jest-environment node */
import { periodWindow, testClockProblem } from '@loteria/reference-backend/testing'
import { limitChangeSchema, limitFormSchema, pauseSchema } from '@loteria/contract'

// Juego responsable's calendar (Asunción), its input schema and where the test clock may run.

const window = (period: 'dia' | 'semana' | 'mes', at: string) => {
  const { start, end } = periodWindow(period, new Date(at))
  return [start.toISOString(), end.toISOString()]
}

describe('periods in America/Asuncion', () => {
  it('a week runs from Monday 00:00 to the next Monday 00:00', () => {
    // Sunday 29 Nov 2026, 23:59:59 in Asunción (UTC-3) is still the week of Monday 23 Nov.
    expect(window('semana', '2026-11-30T02:59:59.999Z')).toEqual([
      '2026-11-23T03:00:00.000Z',
      '2026-11-30T03:00:00.000Z',
    ])
    expect(window('semana', '2026-11-30T03:00:00.000Z')).toEqual([
      '2026-11-30T03:00:00.000Z',
      '2026-12-07T03:00:00.000Z',
    ])
  })

  it('days and months turn at local midnight, across a year’s end', () => {
    expect(window('dia', '2026-12-31T12:00:00Z')).toEqual([
      '2026-12-31T03:00:00.000Z',
      '2027-01-01T03:00:00.000Z',
    ])
    expect(window('mes', '2026-12-15T12:00:00Z')).toEqual([
      '2026-12-01T03:00:00.000Z',
      '2027-01-01T03:00:00.000Z',
    ])
    // 00:30 on 1 Dec in Asunción is still 30 Nov in UTC, but December here.
    expect(window('mes', '2026-12-01T03:30:00Z')[0]).toBe('2026-12-01T03:00:00.000Z')
  })
})

describe('limit input', () => {
  const issue = (input: unknown) => {
    const parsed = limitChangeSchema.safeParse(input)
    return parsed.success ? undefined : parsed.error.issues[0]?.message
  }

  it('takes whole guaraníes, with or without thousands dots, and null to remove', () => {
    expect(limitFormSchema.parse({ periodo: 'semana', monto: '20.000' })).toEqual({
      periodo: 'semana',
      monto: 20_000,
    })
    expect(limitChangeSchema.parse({ periodo: 'mes', monto: null })).toEqual({
      periodo: 'mes',
      monto: null,
    })
  })

  it('names what is wrong', () => {
    expect(issue({ periodo: 'semana', monto: -1 })).toBe('amountPositive')
    expect(issue({ periodo: 'semana', monto: 0 })).toBe('amountPositive')
    expect(issue({ periodo: 'semana', monto: '20,5' })).toBe('amountNotNumber')
    expect(issue({ periodo: 'semana', monto: 1.5 })).toBe('amountNotNumber')
    expect(issue({ periodo: 'semana', monto: 100_000_001 })).toBe('amountTooLarge')
    expect(issue({ periodo: 'anio', monto: 1000 })).toBe('periodUnknown')
    expect(issue({ periodo: 'dia', monto: 1000, userId: 7 })).toBeDefined()
    expect(pauseSchema.safeParse({ dias: 2 }).success).toBe(false)
    expect(pauseSchema.parse({ dias: '7' })).toEqual({ dias: 7 })
  })
})

describe('the test clock', () => {
  const env = (vars: Record<string, string>) =>
    ({ NODE_ENV: 'production', ...vars }) as NodeJS.ProcessEnv

  it('is refused in production unless the site is this machine', () => {
    expect(
      testClockProblem(env({ RELOJ_DE_PRUEBA: 'si', SITE_URL: 'https://sorteo.com.py' })),
    ).toMatch(/RELOJ_DE_PRUEBA/)
    expect(testClockProblem(env({ RELOJ_DE_PRUEBA: 'si' }))).toMatch(/RELOJ_DE_PRUEBA/)
    expect(
      testClockProblem(env({ RELOJ_DE_PRUEBA: 'si', SITE_URL: 'http://localhost:3120' })),
    ).toBeUndefined()
    expect(testClockProblem(env({ SITE_URL: 'https://sorteo.com.py' }))).toBeUndefined()
  })
})
