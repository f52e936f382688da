import { seededRandom, type Random } from './random'

// The seeded random streams of a draw: its card pool, its Azar prizes and (for the demo draws
// only) its extraction. Each follows from the draw's number, so a draw is the same in every
// database, whenever it was created.

const STREAMS = { pool: 0x0c4a7702, prizes: 0x5a2f19e3, extraction: 0x3b91d4c5 } as const

export function drawStream(numero: number, stream: keyof typeof STREAMS): Random {
  return seededRandom(Math.imul(numero, 0x9e3779b1) ^ STREAMS[stream])
}
