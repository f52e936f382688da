import type { Command } from './command'

export function ayuda(commands: () => Command[]): Command {
  return {
    name: 'ayuda',
    usage: '',
    description: 'Muestra esta ayuda.',
    async run() {
      console.log('Operador del backend embebido. Uso: npm run operator -- <comando> [argumentos]')
      console.log('Habla con el sitio en OPERATOR_URL (http://localhost:3000) con OPERATOR_TOKEN.')
      console.log('')
      for (const command of commands()) {
        console.log(`  ${`${command.name} ${command.usage}`.trim()}`)
        console.log(`      ${command.description}`)
      }
    },
  }
}
