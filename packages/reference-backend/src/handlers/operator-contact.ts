import { latestContactMessages } from '../contact/messages'
import { intParam, ok } from '../http'
import type { Routes } from '../router'

// Operator: the contact form's messages, newest first.

export const operatorContactRoutes: Routes = {
  'GET operador/contacto': async ({ db, url }) =>
    ok(await latestContactMessages(db, Math.max(1, intParam(url, 'cantidad', 20, 500)))),
}
