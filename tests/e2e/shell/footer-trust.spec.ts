import { expect, test } from '../support/fixtures'

// Issue 26, defect 14 (docs/history.md): the footer named no regulator, sent players to "la línea
// de ayuda" without a number, and cut "contacto@sorteosdelparaguay.com.py" in the middle of a word
// on a phone.

for (const width of [375, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('the footer states the licence and the help line with a number to call', async ({
      page,
    }) => {
      await page.goto('/home')
      const footer = page.getByRole('contentinfo')
      await expect(
        footer.getByText(
          'Operamos bajo autorización de la Comisión Nacional de Juegos de Azar (CONAJZAR), conforme a la Ley N.º 1016/97.',
        ),
      ).toBeVisible()
      const line = footer.getByRole('link', { name: '(021) 600 100, opción 3' })
      await expect(line).toBeVisible()
      await expect(line).toHaveAttribute('href', 'tel:+59521600100')
      await expect(footer.getByText(/llamar a la línea de ayuda al \(021\) 600 100/)).toBeVisible()
    })

    test('the e-mail address wraps only after its @ or before a dot', async ({ page }) => {
      await page.goto('/home')
      const email = page.getByRole('contentinfo').getByRole('link', { name: /@/ })
      await expect(email).toBeVisible()
      const text = (await email.textContent()) ?? ''
      // Where each new line starts: the index of its first character in the address.
      const lineStarts = await email.evaluate((link) => {
        const starts: number[] = []
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT)
        let index = 0
        let lastTop: number | null = null
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const length = node.textContent?.length ?? 0
          for (let i = 0; i < length; i++, index++) {
            const range = document.createRange()
            range.setStart(node, i)
            range.setEnd(node, i + 1)
            const top = Math.round(range.getBoundingClientRect().top)
            if (lastTop !== null && top > lastTop + 2) starts.push(index)
            lastTop = top
          }
        }
        return starts
      })
      const badBreaks = lineStarts.filter((i) => text[i - 1] !== '@' && text[i] !== '.')
      expect(badBreaks.map((i) => `${text.slice(0, i)} | ${text.slice(i)}`)).toEqual([])
      const box = (await email.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(width)
    })
  })
}
