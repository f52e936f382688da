import type { winners } from '../db/schema'
import { FREE_CARD_PRIZE } from '../draws/azar-prizes'
import { drawDate } from '../draws/calendar'
import { prizeText } from '../draws/card-check'
import type { NormalPlay, Prize } from '../draws/plays'
import { pick, seededRandom, type Random } from '../draws/random'
import type { PlayResult } from '../draws/results'
import { cityKey } from '../winners/city-key'
import {
  AVATARS_PER_GENDER,
  CITIES,
  CLOSINGS,
  FIRST_NAMES,
  GOOD_ARTICLES,
  HABITS,
  INTROS,
  MOMENTS,
  OCCUPATIONS,
  PAST_MILLIONAIRES,
  PLANS,
  SURNAMES,
  type Gender,
} from './winners-data'

// The demo winners, taken from the demo draws' results (every Azar prize card but the free cards, every Siempre
// Sale winner, Tradicional's 14 and 15 hits, Revancha's 15) plus the jackpots won before them,
// each given an invented person, city, avatar and testimonial.

type WinnerRow = typeof winners.$inferInsert

export interface PastDraw {
  id: number
  fecha: Date
  resultado: PlayResult[]
}

interface Award {
  premio: Prize
  jugada: NormalPlay | 'Azar'
  aciertos: number | null
  fecha: Date
  sorteoId: number | null
}

/** Tradicional's 13 hits pay too little for a testimonial. */
const SMALLEST_TRADICIONAL_TESTIMONIAL = 14

function awardsOf(draw: PastDraw): Award[] {
  const base = { fecha: draw.fecha, sorteoId: draw.id }
  return draw.resultado.flatMap((play): Award[] => {
    if (play.azar) {
      // A free card makes no testimonial (and ten a week would crowd out every other winner).
      const testimonials = play.premios.filter((prize) => prize.premio !== FREE_CARD_PRIZE)
      return testimonials.flatMap((prize) =>
        prize.cartones
          .split(',')
          .map(() => ({ ...base, premio: prize.premio, jugada: 'Azar', aciertos: null })),
      )
    }
    return play.premios
      .filter(
        (tier) =>
          play.nombreJugada !== 'Tradicional' || tier.aciertos >= SMALLEST_TRADICIONAL_TESTIMONIAL,
      )
      .flatMap((tier) =>
        Array.from({ length: tier.nroGanadores }, () => ({
          ...base,
          premio: tier.premio,
          jugada: play.nombreJugada,
          aciertos: tier.aciertos,
        })),
      )
  })
}

function prizeSentence(award: Award): string {
  const text = prizeText(award.premio)
  if (award.jugada === 'Azar') {
    if (typeof award.premio === 'number') {
      return `Su número de cartón salió en la jugada Azar y ganó ${text}.`
    }
    const good = text.charAt(0).toLowerCase() + text.slice(1)
    return `Su número de cartón salió en la jugada Azar y se llevó ${GOOD_ARTICLES[text] ?? 'el premio:'} ${good}.`
  }
  if (award.jugada === 'Siempre Sale') {
    return `Completó los 15 números de su jugada Siempre Sale y se llevó ${text}.`
  }
  if (award.aciertos === 15) {
    return award.jugada === 'Tradicional'
      ? `Acertó los 15 números de la jugada Tradicional y se llevó ${text}, el pozo acumulado.`
      : `Acertó los 15 números de la Revancha y se llevó ${text}.`
  }
  return `Acertó ${award.aciertos} números en la jugada ${award.jugada} y ganó ${text}.`
}

const GOOD_PLANS: readonly string[] = [
  'Retiró su premio en la casa central, con toda la familia.',
  '«Llegó justo cuando más lo necesitábamos», dice.',
  'Lo primero que hizo fue sacarse una foto con el premio para el grupo de la familia.',
  'Cuenta que es la primera vez que gana algo en su vida.',
]

function biography(random: Random, award: Award, nombre: string, gender: Gender, ciudad: string) {
  const [feminine, masculine] = pick(random, OCCUPATIONS)
  const intro = pick(random, INTROS)
    .replace('{nombre}', nombre)
    .replace('{oficio}', gender === 'f' ? feminine : masculine)
    .replace('{ciudad}', ciudad)
  const plan = pick(random, typeof award.premio === 'number' ? PLANS : GOOD_PLANS)
  return [
    intro,
    pick(random, HABITS),
    pick(random, MOMENTS),
    prizeSentence(award),
    plan,
    pick(random, CLOSINGS),
  ].join(' ')
}

export function demoWinners(past: readonly PastDraw[]): WinnerRow[] {
  const first = past[0]
  if (!first) return []
  const jackpots = PAST_MILLIONAIRES.map(
    ({ weeksBefore, monto }): Award => ({
      premio: monto,
      jugada: 'Tradicional',
      aciertos: 15,
      fecha: drawDate(first.id - weeksBefore),
      sorteoId: null,
    }),
  )
  const awards = [...jackpots.reverse(), ...past.flatMap(awardsOf)]
  // One stream for the people, independent of the draws' dates: the same names every time.
  const random = seededRandom(0x67616e61)
  const taken = new Set<string>()
  const avatars: Record<Gender, number> = { f: 0, m: 0 }
  return awards.map((award, index) => {
    const gender: Gender = random(2) === 0 ? 'f' : 'm'
    let nombre: string
    let firstName: string
    do {
      firstName = pick(random, FIRST_NAMES[gender])
      nombre = `${firstName} ${pick(random, SURNAMES)}`
    } while (taken.has(nombre))
    taken.add(nombre)
    // A step coprime with the number of cities: every run of twenty winners visits them all.
    const ciudad = CITIES[(index * 7) % CITIES.length]!
    const avatar = (avatars[gender]++ % AVATARS_PER_GENDER) + 1
    return {
      nombre,
      premio: prizeText(award.premio),
      monto: typeof award.premio === 'number' ? award.premio : null,
      fecha: award.fecha,
      ciudad,
      ciudadClave: cityKey(ciudad),
      foto: `/demo/ganadores/${gender === 'f' ? 'ganadora' : 'ganador'}-${String(avatar).padStart(2, '0')}.svg`,
      biografia: biography(random, award, firstName, gender, ciudad),
      sorteoId: award.sorteoId,
    }
  })
}
