import localFont from 'next/font/local'

/**
 * Nunito's Latin file from @fontsource-variable/nunito, through next/font so that every page
 * preloads it: the first frame then has the real letters. Loaded by the stylesheet alone, the font
 * was found only at the first layout and raced the first paint (Lighthouse's FCP swung between 1.1
 * and 1.5 s). Letters beyond Latin-1 come from 'Nunito Extendido' in globals.css.
 */
export const nunito = localFont({
  src: '../node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2',
  weight: '200 1000',
  style: 'normal',
  display: 'swap',
  variable: '--font-nunito',
})
