// Demo winners: invented people (no real person is named), their cities (as spelled in
// geo-data.ts) and the pieces their testimonials are written from.

export type Gender = 'f' | 'm'

export const FIRST_NAMES: Record<Gender, readonly string[]> = {
  f: [
    'María José',
    'Ana',
    'Liz',
    'Rosa',
    'Lourdes',
    'Gladys',
    'Mirna',
    'Nilda',
    'Fátima',
    'Celeste',
    'Graciela',
    'Ramona',
    'Zully',
    'Patricia',
    'Noelia',
    'Sonia',
    'Carmen',
    'Elena',
    'Marta',
    'Andrea',
    'Raquel',
    'Blanca',
    'Teresa',
    'Norma',
    'Claudia',
    'Ruth',
  ],
  m: [
    'Juan Carlos',
    'José',
    'Luis',
    'Carlos',
    'Ramón',
    'Pedro',
    'Óscar',
    'Derlis',
    'Osvaldo',
    'Rubén',
    'Miguel',
    'Hugo',
    'Víctor',
    'Néstor',
    'Arnaldo',
    'Fredy',
    'Hernán',
    'Julio',
    'Aníbal',
    'Sergio',
    'Marcelo',
    'Gustavo',
    'Alcides',
    'Rodrigo',
    'Enrique',
    'Blas',
  ],
}

export const SURNAMES: readonly string[] = [
  'González',
  'Benítez',
  'Martínez',
  'López',
  'Giménez',
  'Vera',
  'Duarte',
  'Ramírez',
  'Acosta',
  'Villalba',
  'Báez',
  'Ortiz',
  'Rojas',
  'Cáceres',
  'Ayala',
  'Cabrera',
  'Fernández',
  'Aquino',
  'Romero',
  'Espínola',
  'Sanabria',
  'Insfrán',
  'Riveros',
  'Galeano',
  'Ojeda',
  'Núñez',
  'Paredes',
  'Zárate',
  'Chamorro',
  'Meza',
  'Arce',
  'Franco',
  'Ruiz Díaz',
  'Cardozo',
  'Ledesma',
  'Amarilla',
  'Brítez',
  'Servín',
  'Escobar',
  'Recalde',
]

/** Twenty cities across the capital and ten departments. */
export const CITIES: readonly string[] = [
  'Asunción',
  'Ciudad del Este',
  'San Lorenzo',
  'Luque',
  'Capiatá',
  'Lambaré',
  'Fernando de la Mora',
  'Limpio',
  'Ñemby',
  'Encarnación',
  'Mariano Roque Alonso',
  'Pedro Juan Caballero',
  'Coronel Oviedo',
  'Concepción',
  'Villarrica',
  'Caaguazú',
  'Itauguá',
  'Caacupé',
  'Pilar',
  'Hernandarias',
]

/** Occupations as [feminine, masculine]. */
export const OCCUPATIONS: readonly (readonly [string, string])[] = [
  ['docente jubilada', 'docente jubilado'],
  ['comerciante', 'comerciante'],
  ['enfermera', 'enfermero'],
  ['chofer de ómnibus', 'chofer de ómnibus'],
  ['vendedora de chipa', 'vendedor de chipa'],
  ['costurera', 'sastre'],
  ['estudiante de Enfermería', 'estudiante de Ingeniería'],
  ['productora de mandioca', 'productor de mandioca'],
  ['peluquera', 'peluquero'],
  ['dueña de una despensa', 'dueño de una despensa'],
  ['funcionaria pública', 'funcionario público'],
  ['cocinera en un comedor escolar', 'cocinero en un restaurante'],
  ['contadora', 'mecánico'],
  ['agente de seguridad', 'agente de seguridad'],
]

/** `{nombre}`, `{oficio}`, `{ciudad}`. */
export const INTROS: readonly string[] = [
  '{nombre} es {oficio} en {ciudad}.',
  '{nombre}, {oficio} de {ciudad}, juega al sorteo desde hace años.',
  'En {ciudad} todos conocen a {nombre}, {oficio} del barrio.',
  '{nombre} vive en {ciudad} y trabaja como {oficio}.',
]

export const HABITS: readonly string[] = [
  'Compra su cartón todas las semanas en el mismo puesto de diarios.',
  'Cada sábado pasa por el distribuidor de su barrio a buscar el cartón de la semana.',
  'Empezó a comprar en línea el año pasado y desde entonces no se pierde un domingo.',
  'Juega por costumbre familiar: su papá compraba el cartón religiosamente.',
  'Mira el sorteo cada domingo con toda la familia reunida después del asado.',
  'Tiene un pack de sorteos y elige sus cartones apenas se habilitan.',
  'Compra un cartón para cada cumpleaños de la familia y otro para la semana.',
  'Lleva siempre el cartón en la billetera, doblado junto a una estampita.',
]

export const MOMENTS: readonly string[] = [
  '«Cuando vi que salió mi número no lo podía creer: llamé a mi hermana para que lo controlara de nuevo», cuenta.',
  '«Estaba cenando cuando mi hijo empezó a gritar frente a la tele», recuerda.',
  'Se enteró al día siguiente, cuando verificó el cartón en la página y apareció el mensaje de felicitaciones.',
  '«Tuve que sentarme, me temblaban las manos», confiesa entre risas.',
  'Un vecino le golpeó la puerta esa misma noche para avisarle que su número había salido.',
  '«Revisé el cartón tres veces antes de decirle a nadie», dice.',
]

export const PLANS: readonly string[] = [
  'Con el premio piensa terminar la casa que viene levantando de a poco.',
  'Lo va a usar para pagar la facultad de sus hijos.',
  'Quiere ampliar el negocio familiar y sumar una heladera más.',
  'Lo primero será cambiar el techo de la casa antes de las lluvias.',
  'Va a saldar unas deudas y guardar el resto para emergencias.',
  'Sueña con comprar un terreno en el campo para plantar.',
  'Piensa llevar a su mamá de vacaciones, algo que le debía hace tiempo.',
  'Una parte irá a la capilla de su compañía, que necesita un techo nuevo.',
  'Quiere abrir un copetín cerca de la terminal.',
  'Va a ayudar a sus hermanos y arreglar la casa de sus padres.',
]

export const CLOSINGS: readonly string[] = [
  '«Sigan jugando, que los domingos traen sorpresas».',
  '«Nunca dejé de creer», dice.',
  'Ya compró el cartón de la semana que viene.',
  'Agradece a su familia, que siempre le insistió en seguir jugando.',
  '«Esto es una bendición para toda mi familia», asegura.',
  'Dice que va a seguir jugando con los mismos números.',
]

/** The article a good takes in a sentence (`se llevó una moto 0 km`). */
export const GOOD_ARTICLES: Record<string, 'un' | 'una'> = {
  'Automóvil 0 km': 'un',
  'Camioneta 0 km': 'una',
  'Moto 0 km': 'una',
  'Televisor Smart 55"': 'un',
  'Heladera con freezer': 'una',
  'Aire acondicionado split 18.000 BTU': 'un',
  'Lavarropas automático': 'un',
  Notebook: 'una',
}

/** Jackpots won before the demo's draws: weeks before the first of them, and the amount. */
export const PAST_MILLIONAIRES: readonly { weeksBefore: number; monto: number }[] = [
  { weeksBefore: 6, monto: 2_340_000_000 },
  { weeksBefore: 19, monto: 1_860_000_000 },
  { weeksBefore: 33, monto: 3_120_000_000 },
  { weeksBefore: 48, monto: 1_500_000_000 },
  { weeksBefore: 67, monto: 2_700_000_000 },
  { weeksBefore: 85, monto: 1_980_000_000 },
  { weeksBefore: 104, monto: 4_250_000_000 },
]

/** Avatars per gender under public/demo/ganadores/ (scripts/generate/draw-images.mjs). */
export const AVATARS_PER_GENDER = 12
