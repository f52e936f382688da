import { operatorClient, OperatorError } from './client'
import { UsageError } from './commands/command'
import { commands } from './commands'
import { installVisibleConsole } from './terminal'

// `npm run operator -- <comando>`: runs draws, processes verification requests and reads the mail
// outbox and contact messages of a running site. Exit code 1 on any error, with the backend's
// message. Everything it prints goes through installVisibleConsole: players' text is shown, never
// obeyed by the terminal.

async function main(argv: string[]): Promise<number> {
  const [name = 'ayuda', ...args] = argv
  const command = commands.find((candidate) => candidate.name === name)
  if (!command) {
    console.error(`Comando desconocido: ${name}. Probá: npm run operator -- ayuda`)
    return 1
  }
  try {
    await command.run(args, operatorClient())
    return 0
  } catch (error) {
    if (error instanceof OperatorError || error instanceof UsageError) {
      console.error(`Error: ${error.message}`)
      return 1
    }
    throw error
  }
}

installVisibleConsole()
main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
