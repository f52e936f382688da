// Error classes for the envelope rules of docs/product.md §8. Messages are the backend's own
// (`mensaje`) where it gave one; callers map the classes to Spanish texts of messages/es.json.

export class BackendError extends Error {
  readonly status: number
  constructor(message: string, status = 200) {
    super(message)
    this.name = 'BackendError'
    this.status = status
  }
}

/** The backend answered 401: the player's session has ended. */
export class UnauthorizedError extends BackendError {
  constructor(message = 'No autorizado') {
    super(message, 401)
    this.name = 'UnauthorizedError'
  }
}

/** The backend answered 403: the resource belongs to somebody else. */
export class ForbiddenError extends BackendError {
  constructor(message = 'Prohibido') {
    super(message, 403)
    this.name = 'ForbiddenError'
  }
}

/** The backend answered 404. */
export class NotFoundError extends BackendError {
  constructor(message = 'Recurso no encontrado') {
    super(message, 404)
    this.name = 'NotFoundError'
  }
}

/** The backend could not be reached, timed out, answered 5xx or an empty body. */
export class BackendUnavailableError extends BackendError {
  constructor(message: string, status = 503) {
    super(message, status)
    this.name = 'BackendUnavailableError'
  }
}

/** The backend answered something that does not match the contract. */
export class ContractError extends BackendError {
  constructor(message: string) {
    super(message, 502)
    this.name = 'ContractError'
  }
}
