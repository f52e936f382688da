/**
 * One prize tax: the Reglamento and the FAQ state the rate PRIZE_TAX_PERCENT sets, the same rate
 * every prize's descuentoFiscal (what the claim dialogs show) is computed with. Checked on the
 * shared server (its configured rate) and on a backend of its own started with 4.5 %.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { type Prize, prizeGroupListSchema, prizeSchema } from '@loteria/contract'
import { formatTaxPercent } from '@loteria/reference-backend/testing'
import { BackendClient, loggedIn } from '../../../../tests/support/servers/backend-client'
import { inContract } from '../support/contract'

const embedded = Boolean(process.env.CONTRACT_DATA_DIR)
const describeEmbedded = embedded ? describe : describe.skip

/** Every cash prize withholds `percent`; goods and free cards withhold nothing. */
function expectWithheld(premios: Prize[], percent: number) {
  const cash = premios.filter((prize) => typeof prize.premio === 'number')
  expect(cash.length).toBeGreaterThan(0)
  for (const prize of premios) {
    const premio = typeof prize.premio === 'number' ? prize.premio : 0
    expect(prize.descuentoFiscal).toBe(Math.round((premio * percent) / 100))
    if (premio > 0) expect(prize.total).toBe(premio - prize.descuentoFiscal)
  }
}

function expectStated(reglamento: string, faq: string, percent: number) {
  const rate = formatTaxPercent(percent)
  expect(reglamento).toContain(`se aplica una retención del <strong>${rate}</strong>`)
  expect(faq).toContain(`se retiene el <strong>${rate}</strong>`)
  expect(`${reglamento}${faq}`).not.toContain('{{')
}

describeEmbedded('the prize tax the pages state is the one the prizes withhold', () => {
  it('on the shared server, with its configured rate', async () => {
    const percent = Number(process.env.PRIZE_TAX_PERCENT || 10)
    const anonymous = new BackendClient()
    const reglamento = await anonymous.call<{ descripcion: string }[]>(
      'GET',
      'rest/info-empresa/reglamento',
    )
    const faq = await anonymous.call<{ respuesta: string }[]>('GET', 'rest/preguntas')
    expectStated(
      (reglamento.body.datos ?? []).map((page) => page.descripcion).join('\n'),
      (faq.body.datos ?? []).map((entry) => entry.respuesta).join('\n'),
      percent,
    )
    const { client, userId } = await loggedIn('verificado@demo.com.py', 'demo1234')
    const prizes = await client.call('GET', `rest/usuarios/mis-premios/${userId}`)
    expectWithheld(
      inContract(prizeGroupListSchema, prizes.body.datos).flatMap((group) => group.premios),
      percent,
    )
  })

  it('with PRIZE_TAX_PERCENT=4.5 the pages say 4,5% and the prizes withhold 4.5 %', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loteria-tax-'))
    try {
      const output = await new Promise<string>((resolve, reject) =>
        execFile(
          process.execPath,
          [
            path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs'),
            'packages/reference-backend/tests/support/tax-in-process.ts',
          ],
          {
            env: { ...process.env, EMBEDDED_DATA_DIR: dataDir, PRIZE_TAX_PERCENT: '4.5' },
            timeout: 90_000,
            maxBuffer: 16 * 1024 * 1024,
          },
          (error, stdout, stderr) =>
            error ? reject(new Error(stderr || error.message)) : resolve(stdout),
        ),
      )
      const last = output.trim().split('\n').pop() ?? ''
      const seen = inContract(
        z.object({ reglamento: z.string(), faq: z.string(), premios: z.array(prizeSchema) }),
        JSON.parse(last),
      )
      expectStated(seen.reglamento, seen.faq, 4.5)
      expectWithheld(seen.premios, 4.5)
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})
